/**
 * Locators: `element(by.x(…))`, `element.all`, `$`, `$$`, chaining, and ElementArrayFinder
 * navigation (`get`, `first`, `last`, `filter` — `list-filters.ts`). Every `by.*` method has one
 * entry in `byTable` (`by-table.ts`), written against Protractor's own definitions
 * (`built/locators.js`, `clientsidescripts.js`):
 *
 * - WebDriver locators keep their CSS/XPath meaning (`by.id` → `#id`, `by.name` → `[name="…"]`).
 * - Angular's `by.model` / `by.options` are attribute selectors over the prefixes AngularJS's
 *   testability API tries (`ng-`, `data-ng-`, `ng:`).
 * - `by.binding`, `by.exactBinding`, `by.repeater`, `by.exactRepeater` read Angular's `$binding`
 *   data and `ng-repeat` expressions, which no CSS can express: they use selector engines from
 *   the generated `rewright-angular.ts`, which run Protractor's matching rules in the page.
 *
 * `element()` takes the first match in Protractor (with a warning when there are several), while
 * Playwright locators are strict, so a single-element finder ends in `.first()` unless its
 * selector can only match one element (an id, `.nth(i)`).
 */
import ts from 'typescript';
import type { RuleContext } from './context.js';
import { finder, out, promiseOf, unknown, type ByLocator, type Kind, type Out } from './kinds.js';
import { scriptAsCss } from '../../webdriver/script-locators.js';
import { quote, stringValue } from './text.js';
import { byByName, isIdCss, isOptionCss } from './by-table.js';
import { cssSelectorFacts, isLeafCss } from '../../webdriver/locators.js';
import { filterList } from './list-filters.js';

/** Builds the `by` kind for a `by.x(…)` call. */
export function byCall(node: ts.CallExpression, method: string, cx: RuleContext): Out | undefined {
  if (method === 'addLocator') return addLocator(node, cx);
  if (!byByName.has(method)) {
    if (!cx.state.customLocators.has(method)) {
      // Neither Protractor's nor one the suite adds (`by.addLocator`): a typo or a plugin's.
      cx.todo(node, 'protractor/locators/unknown-by', `by.${method}`);
      return out(cx.original(node), unknown);
    }
    const by: ByLocator = {
      method,
      args: node.arguments.map((a) => cx.emit(a)),
      nodes: node.arguments,
      custom: true,
    };
    return out(cx.original(node), { type: 'by', by });
  }
  if (method === 'js') {
    const css = scriptAsCss(node.arguments[0]);
    if (css !== undefined) {
      const by: ByLocator = {
        method: 'css',
        args: [quote(css)],
        nodes: [ts.factory.createStringLiteral(css)],
      };
      return out(cx.original(node), { type: 'by', by });
    }
    cx.todo(node, 'protractor/locators/by-js');
    return out(cx.original(node), { type: 'value' });
  }
  const by: ByLocator = {
    method,
    args: node.arguments.map((a) => cx.emit(a)),
    nodes: node.arguments,
  };
  return out(cx.original(node), { type: 'by', by });
}

/**
 * `by.addLocator('name', script)` → `await addLocator('name', script)`: a selector engine of the
 * generated `rewright-locators.ts` that runs the script in the page. Playwright engine names are
 * word characters only; any other name stays under a TODO.
 */
function addLocator(node: ts.CallExpression, cx: RuleContext): Out {
  const [nameNode, script] = node.arguments;
  const name = stringValue(nameNode);
  if (!nameNode || !script || name === undefined || !/^\w+$/.test(name)) {
    cx.todo(node, 'protractor/locators/add-locator');
    return out(cx.original(node));
  }
  cx.state.addCustomLocator(name);
  const call = `${cx.useLocators('addLocator')}(${cx.emit(nameNode)}, ${cx.emit(script)})`;
  return out(call, promiseOf(unknown));
}

/** `customSelector('name', …args)`: the selector of a locator registered with `by.addLocator`. */
function customSelector(by: ByLocator, cx: RuleContext): string {
  return `${cx.useLocators('customSelector')}(${[quote(by.method), ...by.args].join(', ')})`;
}

/** `by.repeater(…).row(i)` / `.column(name)`. */
export function byMemberCall(
  node: ts.CallExpression,
  receiver: Out,
  name: string,
  cx: RuleContext,
): Out | undefined {
  if (receiver.kind.type !== 'by') return undefined;
  const by = receiver.kind.by;
  if (name === 'row' || name === 'column') {
    const arg = node.arguments[0];
    const text = arg ? cx.emit(arg) : '0';
    const next: ByLocator = { ...by, [name]: text };
    if (name === 'column') {
      const literalColumn = stringValue(arg);
      if (literalColumn !== undefined) next.columnLiteral = literalColumn;
    }
    return out(cx.original(node), { type: 'by', by: next });
  }
  return undefined;
}

/** The selector string for a `by` value that is stored or passed around. */
export function bySelectorString(by: ByLocator, cx: RuleContext, node?: ts.Node): string {
  if (by.custom) return customSelector(by, cx);
  const entry = byByName.get(by.method);
  const selector = entry?.selector(by, cx, node ?? by.nodes[0] ?? cx.sf);
  if (selector !== undefined) return selector;
  if (node) cx.todo(node, 'protractor/locators/unknown-by', `by.${by.method}`);
  return node ? cx.original(node) : `''`;
}

/**
 * A locator found from `base` (a page, frame or parent locator text) with a `by` value or any
 * other expression (a selector string held in a variable).
 */
export function locate(
  base: string,
  locatorArg: ts.Expression | undefined,
  many: boolean,
  cx: RuleContext,
  node: ts.Node,
): Out {
  if (!locatorArg) return out(cx.original(node));
  const arg = cx.expr(locatorArg);
  if (arg.kind.type === 'by') {
    if (arg.kind.by.custom) {
      const text = `${base}.locator(${customSelector(arg.kind.by, cx)})`;
      return many ? out(text, { type: 'finders' }) : out(text, finder(true));
    }
    const entry = byByName.get(arg.kind.by.method);
    const located = entry?.to(arg.kind.by, base, cx, node);
    if (!located) {
      if (!entry) cx.todo(node, 'protractor/locators/unknown-by', `by.${arg.kind.by.method}`);
      return out(cx.original(node), many ? { type: 'finders' } : finder(false));
    }
    if (many)
      return out(located.text, { type: 'finders', ...(located.leaf ? { leaf: true } : {}) });
    const kind = finder(!located.unique, located.leaf);
    return out(located.text, {
      ...kind,
      ...(located.options ? { options: true } : {}),
      ...(located.fileInput ? { fileInput: true } : {}),
    });
  }
  if (arg.kind.type === 'finder' || arg.kind.type === 'finders') {
    // `element(anotherElementFinder)` — Protractor accepts it.
    return arg;
  }
  const text = `${base}.locator(${cx.settle(arg, locatorArg)})`;
  return many ? out(text, { type: 'finders' }) : out(text, finder(true));
}

/** `$('css')` is `element(by.css('css'))`. */
function locateCss(
  base: string,
  cssArg: ts.Expression | undefined,
  many: boolean,
  cx: RuleContext,
  node: ts.Node,
): Out {
  if (!cssArg) return out(cx.original(node));
  const css = cx.emit(cssArg);
  const literalCss = stringValue(cssArg);
  const text = `${base}.locator(${css})`;
  if (many) return out(text, { type: 'finders', ...(isLeafCss(literalCss) ? { leaf: true } : {}) });
  const kind = finder(!isIdCss(literalCss), isLeafCss(literalCss));
  return out(text, {
    ...kind,
    ...(isOptionCss(literalCss) ? { options: true } : {}),
    ...(cssSelectorFacts(literalCss).fileInput ? { fileInput: true } : {}),
  });
}

/** `element(…)`, `element.all(…)`, `$(…)`, `$$(…)` called on the global. */
export function globalLocatorCall(
  node: ts.CallExpression,
  global: string,
  cx: RuleContext,
): Out | undefined {
  switch (global) {
    case 'element':
      return locate(cx.locatorRoot(), node.arguments[0], false, cx, node);
    case '$':
      return locateCss(cx.locatorRoot(), node.arguments[0], false, cx, node);
    case '$$':
      return locateCss(cx.locatorRoot(), node.arguments[0], true, cx, node);
    default:
      return undefined;
  }
}

/** `element.all(by)`. */
export function elementAll(node: ts.CallExpression, cx: RuleContext): Out {
  return locate(cx.locatorRoot(), node.arguments[0], true, cx, node);
}

/**
 * Chaining and list navigation on finders. Protractor's `element(a).element(b)` is the first match
 * of `all(a).all(b)`, so the parent's first-match rule is not applied when chaining.
 */
export function finderNavigation(
  node: ts.CallExpression,
  receiver: Out,
  name: string,
  cx: RuleContext,
): Out | undefined {
  const kind = receiver.kind;
  if (kind.type !== 'finder' && kind.type !== 'finders') return undefined;
  const base = receiver.text;
  switch (name) {
    case 'element':
      return locate(base, node.arguments[0], false, cx, node);
    case 'all':
      return locate(base, node.arguments[0], true, cx, node);
    case '$':
      return locateCss(base, node.arguments[0], false, cx, node);
    case '$$':
      return locateCss(base, node.arguments[0], true, cx, node);
  }
  if (kind.type !== 'finders') return undefined;
  const leaf = kind.leaf ? { leaf: true } : {};
  switch (name) {
    case 'get': {
      const index = node.arguments[0];
      return out(`${base}.nth(${index ? cx.emit(index) : '0'})`, {
        type: 'finder',
        first: false,
        ...leaf,
      });
    }
    case 'first':
      return out(`${base}.first()`, { type: 'finder', first: false, ...leaf });
    case 'last':
      return out(`${base}.last()`, { type: 'finder', first: false, ...leaf });
    case 'filter':
      return filterList(node, base, cx);
    default:
      return undefined;
  }
}

/** The kind of `element(...)` results for type annotations. */
export function isFinderKind(kind: Kind): boolean {
  return kind.type === 'finder' || kind.type === 'finders';
}
