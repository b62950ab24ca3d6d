/**
 * `By.*` locators and finds: `driver.findElement(By.css(x))` → `page.locator(x).first()`,
 * `el.findElement(…)` chains from the element, `findElements` is the list. The strategy table is
 * shared (`webdriver/locators.ts`); this module reads Selenium's spelling of it.
 */
import ts from 'typescript';
import { method, print, str, text, type Code } from '../../playwright/code.js';
import { value, type Value } from '../../playwright/values.js';
import { locatorStrategy, type LocatorArg, type LocatorForm } from '../../webdriver/locators.js';
import { scriptAsCss } from '../../webdriver/script-locators.js';
import { methodOf, thisOwner, unwrap } from './analysis.js';
import type { RuleContext } from './context.js';

export interface ByData {
  form: LocatorForm;
}

/** A `By` locator: used as a value (stored, passed on), it is its selector string. */
export function byValue(form: LocatorForm): Value {
  return value(form.selector, { t: 'source', what: 'by', data: { form } satisfies ByData });
}

export function locatorArg(node: ts.Expression | undefined, cx: RuleContext): LocatorArg {
  if (!node) return { literal: '', code: text("''") };
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    return { literal: node.text, code: cx.settle(node) };
  return { code: cx.settle(node) };
}

/** `By.id('x')` (strategy `id`), or undefined with a TODO when no locator can say it. */
export function byCall(strategy: string, node: ts.CallExpression, cx: RuleContext): Value {
  if (strategy === 'js') {
    // A script that is a plain DOM query chain (through shadow roots) is a CSS selector.
    const css = scriptAsCss(node.arguments[0]);
    const form =
      css === undefined ? undefined : locatorStrategy('css')?.({ literal: css, code: str(css) });
    return form ? byValue(form) : cx.todo(node, 'selenium/by-js');
  }
  const strategyOf = locatorStrategy(strategy);
  if (!strategyOf) return cx.todo(node, 'selenium/unknown-locator', `By.${strategy}`);
  const form = strategyOf(locatorArg(node.arguments[0], cx));
  if (!form) return cx.todo(node, 'selenium/by-js');
  return byValue(form);
}

/** The `{ css: 'x' }` / `{ id: 'x' }` object form WebDriver also accepts. */
export function byObject(node: ts.ObjectLiteralExpression, cx: RuleContext): Value | undefined {
  const [prop] = node.properties;
  if (node.properties.length !== 1 || !prop || !ts.isPropertyAssignment(prop)) return undefined;
  const name =
    ts.isIdentifier(prop.name) || ts.isStringLiteral(prop.name) ? prop.name.text : undefined;
  const strategyOf = name ? locatorStrategy(name) : undefined;
  const form = strategyOf?.(locatorArg(prop.initializer, cx));
  return form ? byValue(form) : undefined;
}

/** What a find's argument locates by, or undefined with a TODO. */
export function locatorOf(
  node: ts.Expression | undefined,
  cx: RuleContext,
): LocatorForm | undefined {
  if (!node) return undefined;
  const v = ts.isObjectLiteralExpression(node) ? byObject(node, cx) : cx.expr(node);
  if (v?.shape.t === 'source' && v.shape.what === 'by') return (v.shape.data as ByData).form;
  if (v?.shape.t === 'source' && v.shape.what === 'todo') return undefined;
  if (!v || v.shape.t !== 'unknown') {
    cx.todo(node, 'selenium/unknown-locator', print(v?.code ?? text('')));
    return undefined;
  }
  // A locator kept in a variable or field (`this.heading = By.id('heading')`): its selector string.
  const selector = v.code;
  return {
    build: (root) => method(root, 'locator', selector),
    firstMatch: true,
    leaf: false,
    selector,
    ...(madeFromOption(node, cx) ? { option: true } : {}),
  };
}

const optionSelector = /(^|[\s>+~/('"`])option\b(?![-\w])/;

/**
 * Whether a locator kept elsewhere was made for `<option>`s: the function that returns it, the
 * field or variable it was assigned to, names `option` in its selector.
 */
function madeFromOption(node: ts.Expression, cx: RuleContext): boolean {
  const e = unwrap(node);
  let source: ts.Node | undefined;
  if (ts.isCallExpression(e)) {
    const callee = e.expression;
    source = ts.isPropertyAccessExpression(callee)
      ? (methodOf(cx.facts, callee) ?? cx.declarationOf(callee.name))
      : cx.declarationOf(callee);
  } else if (ts.isIdentifier(e)) {
    const decl = cx.declarationOf(e);
    source = decl && ts.isVariableDeclaration(decl) ? decl.initializer : undefined;
  } else if (ts.isPropertyAccessExpression(e) && e.expression.kind === ts.SyntaxKind.ThisKeyword) {
    const owner = thisOwner(cx.facts.checker, e);
    const assigned: string[] = [];
    const visit = (n: ts.Node): void => {
      if (
        ts.isBinaryExpression(n) &&
        n.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
        ts.isPropertyAccessExpression(n.left) &&
        n.left.expression.kind === ts.SyntaxKind.ThisKeyword &&
        n.left.name.text === e.name.text
      )
        assigned.push(n.right.getText());
      n.forEachChild(visit);
    };
    if (owner) visit(owner);
    return assigned.some((t) => /\bBy\b/.test(t) && optionSelector.test(t));
  }
  const text = source?.getText() ?? '';
  return /\bBy\b/.test(text) && optionSelector.test(text);
}

/** A find from `root` (page, frame or element locator): one element, or the list. */
export function find(root: Code, form: LocatorForm, many: boolean): Value {
  const code = form.build(root);
  return many
    ? value(code, { t: 'locators', leaf: form.leaf })
    : value(code, {
        t: 'locator',
        firstMatch: form.firstMatch,
        leaf: form.leaf,
        ...(form.option ? { option: true } : {}),
        ...(form.fileInput ? { fileInput: true } : {}),
      });
}
