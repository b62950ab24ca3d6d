/**
 * Custom Jasmine matchers: `jasmine.addMatchers({ toBeActive: (util, testers) => ({ compare }) })`
 * becomes `expect.extend(jasmineMatchers({ … }))` with the factories kept as written, and
 * `expect(x).toBeActive(y)` an awaited Playwright assertion on the custom matcher. The adapter in
 * the generated `rewright-jasmine.ts` (see `support/jasmine-matchers.ts`) gives the factories
 * Jasmine's contract: resolved values, `negativeCompare` under `.not`, Jasmine's default message.
 */
import ts from 'typescript';
import type { RuleContext } from './context.js';
import { out, unknown, type Expectation, type Out } from './kinds.js';
import type { CustomMatchers } from './state.js';

/** The project's custom matchers, read before the passes (a spec may use a helper's matchers). */
export function customMatchersOf(files: Iterable<ts.SourceFile>): CustomMatchers | undefined {
  let found: CustomMatchers | undefined;
  for (const sf of files) {
    if (!sf.text.includes('addMatchers')) continue;
    const visit = (node: ts.Node): void => {
      if (isAddMatchers(node)) {
        found ??= { names: new Set(), open: false };
        const literal = objectLiteralOf(node.arguments[0], sf);
        if (!literal) found.open = true;
        else
          for (const p of literal.properties) {
            const name = p.name && propertyNameText(p.name);
            if (name) found.names.add(name);
            else found.open = true;
          }
      }
      node.forEachChild(visit);
    };
    visit(sf);
  }
  return found;
}

/** `jasmine.addMatchers(x)` (also `this.addMatchers` in a Jasmine context). */
export function isAddMatchers(node: ts.Node): node is ts.CallExpression {
  return (
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    node.expression.name.text === 'addMatchers' &&
    (node.expression.expression.kind === ts.SyntaxKind.ThisKeyword ||
      (ts.isIdentifier(node.expression.expression) &&
        node.expression.expression.text === 'jasmine'))
  );
}

function propertyNameText(name: ts.PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text;
  return undefined;
}

/** An object literal, or a variable of this file initialised with one. */
function objectLiteralOf(
  node: ts.Expression | undefined,
  sf: ts.SourceFile,
): ts.ObjectLiteralExpression | undefined {
  if (!node) return undefined;
  if (ts.isObjectLiteralExpression(node)) return node;
  if (!ts.isIdentifier(node)) return undefined;
  let literal: ts.ObjectLiteralExpression | undefined;
  const visit = (n: ts.Node): void => {
    if (literal) return;
    if (
      ts.isVariableDeclaration(n) &&
      ts.isIdentifier(n.name) &&
      n.name.text === node.text &&
      n.initializer &&
      ts.isObjectLiteralExpression(n.initializer)
    ) {
      literal = n.initializer;
      return;
    }
    n.forEachChild(visit);
  };
  visit(sf);
  return literal;
}

/** `jasmine.addMatchers(factories)` → `expect.extend(jasmineMatchers(factories))`. */
export function addMatchersCall(node: ts.CallExpression, cx: RuleContext): Out {
  const factories = node.arguments[0] ? cx.emit(node.arguments[0]) : '{}';
  const adapter = cx.useImport(cx.supportModule('rewright-jasmine'), 'jasmineMatchers');
  cx.diag(node, 'structure/custom-matchers');
  return out(`${cx.useExpect()}.extend(${adapter}(${factories}))`, unknown);
}

/** Whether `name`, a matcher Jasmine does not have, is one of the project's own. */
export function isCustomMatcher(name: string, cx: RuleContext): boolean {
  const custom = cx.state.customMatchers;
  return !!custom && (custom.names.has(name) || custom.open);
}

/** `expect(actual).toBeActive(expected)` → `await expect(actual).toBeActive(expected)` (the matcher is async). */
export function customMatcherAssertion(
  e: Expectation,
  node: ts.CallExpression,
  name: string,
  actual: string,
  cx: RuleContext,
): Out {
  const message = e.message ? `, ${e.message}` : '';
  const args = node.arguments.map((a) => cx.emit(a)).join(', ');
  return out(`${cx.useExpect()}(${actual}${message}).${e.negated ? 'not.' : ''}${name}(${args})`, {
    type: 'promise',
    of: unknown,
  });
}
