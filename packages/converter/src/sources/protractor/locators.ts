/**
 * Locators: `element(by.x(…))`, `element.all`, `$`, `$$`, chaining, and ElementArrayFinder
 * navigation (`get`, `first`, `last`, `filter`). Every `by.*` method has one entry in `byTable`,
 * written against Protractor's own definitions (`built/locators.js`, `clientsidescripts.js`):
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
import { isCssIdentifier } from '../../webdriver/locators.js';
import { scriptAsCss } from '../../webdriver/script-locators.js';
import { quote, stringValue, template, exactRegex, substringRegex, numberValue } from './text.js';

interface Located {
  /** Locator expression, relative to `base`. */
  text: string;
  /** The elements are `<option>`s (WebDriver selects them on click). */
  options?: boolean;
  /** The selector can only match one element: no `.first()` needed. */
  unique?: boolean;
  /** The element's own text is what Protractor's getText sees (no hidden or block children). */
  leaf?: boolean;
}

interface ByEntry {
  from: string;
  /** How the locator is written from a page or a parent locator. */
  to: (by: ByLocator, base: string, cx: RuleContext, node: ts.Node) => Located | undefined;
  /** The same locator as a selector string, for `by` values stored in variables. */
  selector: (by: ByLocator, cx: RuleContext, node: ts.Node) => string | undefined;
}

const leafTags = new Set([
  'a',
  'span',
  'button',
  'label',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'option',
  'b',
  'strong',
  'em',
  'i',
  'small',
  'code',
  'th',
  'td',
  'title',
  'legend',
  'summary',
  'dt',
  'dd',
]);

/** A CSS selector's literal value, if its argument is a literal. */
const literal = (by: ByLocator, i = 0): string | undefined => stringValue(by.nodes[i]);

/** `'#id'` for a literal id that is a CSS identifier, else an attribute selector. */
function idSelector(by: ByLocator): string {
  const id = literal(by);
  if (id !== undefined) return quote(isCssIdentifier(id) ? `#${id}` : `[id="${cssString(id)}"]`);
  return template('#', by.args[0] ?? "''");
}

/** Escapes a value for a double-quoted CSS attribute value. */
function cssString(value: string): string {
  return value.split('\\').join('\\\\').split('"').join('\\"');
}

function attributeSelector(attribute: string, by: ByLocator, suffix = ''): string {
  const v = literal(by);
  if (v !== undefined) return quote(`[${attribute}="${cssString(v)}"]${suffix}`);
  return template(`[${attribute}="`, by.args[0] ?? "''", `"]${suffix}`);
}

/** AngularJS testability's prefixes for `ng-model` (see `$$testability.findModels`). */
const angularPrefixes = ['ng-', 'data-ng-', 'ng\\:'];

function angularAttributeSelector(directive: string, by: ByLocator, suffix = ''): string {
  const v = literal(by);
  if (v !== undefined) {
    return quote(
      angularPrefixes.map((p) => `[${p}${directive}="${cssString(v)}"]${suffix}`).join(', '),
    );
  }
  const arg = by.args[0] ?? "''";
  const parts = angularPrefixes.map((p) => `[${p}${directive}="\${${arg}}"]${suffix}`);
  return `\`${parts.join(', ').split('\\').join('\\\\')}\``;
}

function engineSelector(engine: string, by: ByLocator, cx: RuleContext): string {
  cx.useAngular();
  const v = literal(by);
  if (v !== undefined) return quote(`${engine}=${v}`);
  return template(`${engine}=`, by.args[0] ?? "''");
}

function isLeafCss(selector: string | undefined): boolean {
  if (selector === undefined || selector.includes(',')) return false;
  const parts = selector.trim().split(' ');
  const last = parts[parts.length - 1] ?? '';
  let tag = '';
  for (const ch of last) {
    if ((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9')) tag += ch;
    else break;
  }
  return leafTags.has(tag.toLowerCase());
}

/** A selector whose last part is an `option` element. */
function isOptionCss(selector: string | undefined): boolean {
  if (selector === undefined || selector.includes(',')) return false;
  const parts = selector.trim().split(' ');
  const last = parts[parts.length - 1] ?? '';
  return (
    last === 'option' ||
    last.startsWith('option:') ||
    last.startsWith('option[') ||
    last.startsWith('option.')
  );
}

function isIdCss(selector: string | undefined): boolean {
  return selector !== undefined && selector.startsWith('#') && isCssIdentifier(selector.slice(1));
}

function roleOptions(name: string, exact: boolean): string {
  return exact ? `{ name: ${name}, exact: true }` : `{ name: ${name} }`;
}

function textIsSelector(prefix: string, by: ByLocator, pseudo: 'text-is' | 'has-text'): string {
  const v = literal(by);
  if (v !== undefined) return quote(`${prefix}:${pseudo}(${JSON.stringify(v)})`);
  return `\`${prefix}:${pseudo}(\${JSON.stringify(${by.args[0] ?? "''"})})\``;
}

export const byTable: ByEntry[] = [
  {
    from: 'by.css',
    to: (by, base) => ({
      text: `${base}.locator(${by.args[0]})`,
      unique: isIdCss(literal(by)),
      leaf: isLeafCss(literal(by)),
      options: isOptionCss(literal(by)),
    }),
    selector: (by) => by.args[0],
  },
  {
    from: 'by.deepCss',
    // Playwright's CSS pierces open shadow roots, which is what Protractor's `/deep/` did.
    to: (by, base) => ({ text: `${base}.locator(${by.args[0]})`, leaf: isLeafCss(literal(by)) }),
    selector: (by) => by.args[0],
  },
  {
    from: 'by.id',
    to: (by, base) => ({ text: `${base}.locator(${idSelector(by)})`, unique: true }),
    selector: (by) => idSelector(by),
  },
  {
    from: 'by.name',
    to: (by, base) => ({ text: `${base}.locator(${attributeSelector('name', by)})` }),
    selector: (by) => attributeSelector('name', by),
  },
  {
    from: 'by.className',
    to: (by, base) => ({ text: `${base}.locator(${classSelector(by)})` }),
    selector: (by) => classSelector(by),
  },
  {
    from: 'by.tagName',
    to: (by, base) => ({ text: `${base}.locator(${by.args[0]})`, leaf: isLeafCss(literal(by)) }),
    selector: (by) => by.args[0],
  },
  {
    from: 'by.xpath',
    to: (by, base) => ({ text: `${base}.locator(${xpathSelector(by)})` }),
    selector: (by) => xpathSelector(by),
  },
  {
    from: 'by.linkText',
    to: (by, base) => ({
      text: `${base}.getByRole('link', ${roleOptions(by.args[0] ?? "''", true)})`,
      leaf: true,
    }),
    selector: (by) => textIsSelector('a', by, 'text-is'),
  },
  {
    from: 'by.partialLinkText',
    to: (by, base) => ({
      text: `${base}.getByRole('link', ${roleOptions(by.args[0] ?? "''", false)})`,
      leaf: true,
    }),
    selector: (by) => textIsSelector('a', by, 'has-text'),
  },
  {
    from: 'by.buttonText',
    to: (by, base, cx, node) => {
      cx.diag(node, 'locators/button-text-semantics');
      return {
        text: `${base}.getByRole('button', ${roleOptions(by.args[0] ?? "''", true)})`,
        leaf: true,
      };
    },
    selector: (by) => textIsSelector('button', by, 'text-is'),
  },
  {
    from: 'by.partialButtonText',
    to: (by, base, cx, node) => {
      cx.diag(node, 'locators/button-text-semantics');
      return {
        text: `${base}.getByRole('button', ${roleOptions(by.args[0] ?? "''", false)})`,
        leaf: true,
      };
    },
    selector: (by) => textIsSelector('button', by, 'has-text'),
  },
  {
    from: 'by.model',
    to: (by, base) => ({ text: `${base}.locator(${angularAttributeSelector('model', by)})` }),
    selector: (by) => angularAttributeSelector('model', by),
  },
  {
    from: 'by.options',
    to: (by, base) => ({
      text: `${base}.locator(${angularAttributeSelector('options', by, ' option')})`,
      leaf: true,
      options: true,
    }),
    selector: (by) => angularAttributeSelector('options', by, ' option'),
  },
  {
    from: 'by.binding',
    to: (by, base, cx) => ({
      text: `${base}.locator(${engineSelector('ng-binding', by, cx)})`,
      leaf: true,
    }),
    selector: (by, cx) => engineSelector('ng-binding', by, cx),
  },
  {
    from: 'by.exactBinding',
    to: (by, base, cx) => ({
      text: `${base}.locator(${engineSelector('ng-exact-binding', by, cx)})`,
      leaf: true,
    }),
    selector: (by, cx) => engineSelector('ng-exact-binding', by, cx),
  },
  {
    from: 'by.repeater',
    to: (by, base, cx) => repeater('ng-repeater', by, base, cx),
    selector: (by, cx) => repeaterSelector('ng-repeater', by, cx),
  },
  {
    from: 'by.exactRepeater',
    to: (by, base, cx) => repeater('ng-exact-repeater', by, base, cx),
    selector: (by, cx) => repeaterSelector('ng-exact-repeater', by, cx),
  },
  {
    from: 'by.cssContainingText',
    to: (by, base) => {
      const text =
        by.nodes[1] && ts.isRegularExpressionLiteral(by.nodes[1]) ? by.args[1] : by.args[1];
      return {
        text: `${base}.locator(${by.args[0]}, { hasText: ${text ?? "''"} })`,
        options: isOptionCss(literal(by)),
      };
    },
    selector: (by) => {
      const css = literal(by);
      const text = literal(by, 1);
      if (css !== undefined && text !== undefined && !css.includes(',')) {
        return quote(`${css}:has-text(${JSON.stringify(text)})`);
      }
      return undefined;
    },
  },
  {
    from: 'by.js',
    to: () => undefined,
    selector: () => undefined,
  },
];

function classSelector(by: ByLocator): string {
  const v = literal(by);
  if (v !== undefined)
    return quote(
      v
        .trim()
        .split(' ')
        .filter(Boolean)
        .map((c) => `.${c}`)
        .join(''),
    );
  return template('.', by.args[0] ?? "''");
}

function xpathSelector(by: ByLocator): string {
  const v = literal(by);
  if (v !== undefined) return quote(`xpath=${v}`);
  return template('xpath=', by.args[0] ?? "''");
}

function repeater(engine: string, by: ByLocator, base: string, cx: RuleContext): Located {
  // A row is one element of an `ng-repeat`, but every element of an `ng-repeat-start` group.
  let text = `${base}.locator(${by.row !== undefined ? rowSelector(engine, by, cx) : engineSelector(engine, by, cx)})`;
  const unique = false;
  if (by.column !== undefined) {
    // A column is the rows' descendants bound to the expression (Protractor's findRepeaterColumn).
    const column = by.columnLiteral;
    text += `.locator(${column !== undefined ? quote(`ng-binding=${column}`) : template('ng-binding=', by.column)})`;
  }
  return { text, unique, leaf: by.column !== undefined };
}

/** `ng-repeater-row=<row>:<repeater>`: the elements of one row. */
function rowSelector(engine: string, by: ByLocator, cx: RuleContext): string {
  cx.useAngular();
  const v = literal(by);
  const row = by.row ?? '0';
  if (v !== undefined && /^\d+$/.test(row)) return quote(`${engine}-row=${row}:${v}`);
  const repeaterText =
    v !== undefined
      ? v.replace(/[`\\]/g, '\\$&').replace(/\$\{/g, '\\${')
      : `\${${by.args[0] ?? "''"}}`;
  return `\`${engine}-row=\${${row}}:${repeaterText}\``;
}

function repeaterSelector(engine: string, by: ByLocator, cx: RuleContext): string {
  const selector =
    by.row !== undefined ? rowSelector(engine, by, cx) : engineSelector(engine, by, cx);
  if (by.column === undefined) return selector;
  const tail = ' >> ng-binding=';
  const value = stringValue(by.nodes[0]);
  const row = by.row === undefined ? undefined : /^\d+$/.test(by.row) ? by.row : null;
  if (value !== undefined && row !== null && by.columnLiteral !== undefined) {
    const head = row === undefined ? `${engine}=${value}` : `${engine}-row=${row}:${value}`;
    return quote(`${head}${tail}${by.columnLiteral}`);
  }
  return `${selector} + ${JSON.stringify(tail)} + ${by.column}`;
}

const byByName = new Map(byTable.map((e) => [e.from.slice(3), e]));

/** The `by.*` method names Protractor and selenium-webdriver (`By.css`) provide. */
export function isByMethod(name: string): boolean {
  return byByName.has(name);
}

/** Builds the `by` kind for a `by.x(…)` call. */
export function byCall(node: ts.CallExpression, method: string, cx: RuleContext): Out | undefined {
  if (method === 'addLocator') return addLocator(node, cx);
  if (!byByName.has(method)) {
    if (!cx.state.customLocators.has(method)) return undefined;
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
    cx.todo(node, 'locators/by-js');
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
    cx.todo(node, 'locators/add-locator');
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
  if (node) cx.todo(node, 'locators/unknown-by', `by.${by.method}`);
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
      if (!entry) cx.todo(node, 'locators/unknown-by', `by.${arg.kind.by.method}`);
      return out(cx.original(node), many ? { type: 'finders' } : finder(false));
    }
    if (many)
      return out(located.text, { type: 'finders', ...(located.leaf ? { leaf: true } : {}) });
    const kind = finder(!located.unique, located.leaf);
    return out(located.text, located.options ? { ...kind, options: true } : kind);
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
  return out(text, isOptionCss(literalCss) ? { ...kind, options: true } : kind);
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

/**
 * `filter(fn)`: a text or visibility test becomes `locator.filter(…)`, which stays lazy like
 * Protractor's filtered list; anything else is evaluated once, into an array of locators.
 */
function filterList(node: ts.CallExpression, base: string, cx: RuleContext): Out {
  const fn = node.arguments[0];
  const recognized = fn && recognizeFilter(fn, cx);
  if (recognized) return out(`${base}.filter(${recognized})`, { type: 'finders' });
  cx.diag(node, 'locators/dynamic-filter');
  const callback = fn
    ? ts.isFunctionExpression(fn) || ts.isArrowFunction(fn)
      ? cx.fn(fn, { paramKinds: [finder(false), { type: 'value', of: 'number' }] })
      : cx.emit(fn)
    : '() => true';
  const all = cx.snapshotAll(base, node).slice(1, -1);
  if (
    fn &&
    (ts.isFunctionExpression(fn) || ts.isArrowFunction(fn)) &&
    !callback.startsWith('async')
  ) {
    // A synchronous test (e.g. on the index): a plain array filter.
    return out(`(${all}).filter(${callback})`, { type: 'locator-array' });
  }
  const text = `Promise.all((${all}).map(async (element, index) => ({ element, keep: await (${callback})(element, index) }))).then((results) => results.filter((r) => r.keep).map((r) => r.element))`;
  return out(text, promiseOf({ type: 'locator-array' }));
}

/**
 * The filter callbacks Playwright can express: `elem.getText().then(t => t === 'x')`,
 * `t.indexOf('x') > -1`, `t.includes('x')` (also `async` with `await elem.getText()`), and
 * `elem.isDisplayed()`.
 */
function recognizeFilter(given: ts.Expression, cx: RuleContext): string | undefined {
  const fn = predicateFunction(given, cx);
  if (!fn) return undefined;
  const elem = fn.parameters[0];
  if (!elem || !ts.isIdentifier(elem.name) || fn.parameters.length > 1) return undefined;
  const elemName = elem.name.text;
  const read = textReadFirst(fn, elemName);
  if (read) return textTest(read.test, read.textName, cx);
  const result = returnedExpression(fn);
  if (!result) return undefined;
  // elem.isDisplayed()
  if (isMethodCallOn(result, elemName, 'isDisplayed')) return '{ visible: true }';
  // elem.getText().then(function (text) { return <test on text>; })
  if (
    ts.isCallExpression(result) &&
    ts.isPropertyAccessExpression(result.expression) &&
    result.expression.name.text === 'then'
  ) {
    const inner = result.expression.expression;
    const cb = result.arguments[0];
    if (
      !isMethodCallOn(inner, elemName, 'getText') ||
      !cb ||
      !(ts.isFunctionExpression(cb) || ts.isArrowFunction(cb))
    )
      return undefined;
    const textParam = cb.parameters[0];
    if (!textParam || !ts.isIdentifier(textParam.name)) return undefined;
    const test = returnedExpression(cb);
    return test ? textTest(test, textParam.name.text, cx) : undefined;
  }
  // async (elem) => (await elem.getText()) === 'x'
  return textTest(result, undefined, cx, elemName);
}

/**
 * The predicate as a function: written in place, or a `const`/never reassigned variable holding a
 * function expression (`filter(isDog)`, also `filter(await isDog)`).
 */
function predicateFunction(
  given: ts.Expression,
  cx: RuleContext,
): ts.FunctionExpression | ts.ArrowFunction | undefined {
  let fn = unwrap(given);
  if (ts.isAwaitExpression(fn)) fn = unwrap(fn.expression);
  if (ts.isFunctionExpression(fn) || ts.isArrowFunction(fn)) return fn;
  if (!ts.isIdentifier(fn)) return undefined;
  const decl = cx.declarationOf(fn);
  if (!decl || !ts.isVariableDeclaration(decl) || !decl.initializer || cx.isReassigned(decl))
    return undefined;
  const init = unwrap(decl.initializer);
  if (!(ts.isFunctionExpression(init) || ts.isArrowFunction(init))) return undefined;
  // Its parameter is an element: the declaration's own body converts as such.
  const param = init.parameters[0];
  if (param) cx.state.setKind(param, finder(false));
  return init;
}

/** `const text = await elem.getText(); return <test on text>;` */
function textReadFirst(
  fn: ts.FunctionExpression | ts.ArrowFunction,
  elemName: string,
): { test: ts.Expression; textName: string } | undefined {
  if (!ts.isBlock(fn.body) || fn.body.statements.length !== 2) return undefined;
  const [first, second] = fn.body.statements;
  if (!first || !ts.isVariableStatement(first) || !second || !ts.isReturnStatement(second))
    return undefined;
  const [decl, ...more] = first.declarationList.declarations;
  if (!decl || more.length || !ts.isIdentifier(decl.name) || !decl.initializer) return undefined;
  const init = unwrap(decl.initializer);
  if (!ts.isAwaitExpression(init) || !isMethodCallOn(unwrap(init.expression), elemName, 'getText'))
    return undefined;
  return second.expression ? { test: second.expression, textName: decl.name.text } : undefined;
}

function returnedExpression(
  fn: ts.FunctionExpression | ts.ArrowFunction,
): ts.Expression | undefined {
  if (!ts.isBlock(fn.body)) return unwrap(fn.body);
  const statements = fn.body.statements;
  if (statements.length !== 1) return undefined;
  const only = statements[0];
  return only && ts.isReturnStatement(only) && only.expression
    ? unwrap(only.expression)
    : undefined;
}

function unwrap(node: ts.Expression): ts.Expression {
  return ts.isParenthesizedExpression(node) ? unwrap(node.expression) : node;
}

function isMethodCallOn(node: ts.Expression, receiver: string, method: string): boolean {
  return (
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    node.expression.name.text === method &&
    ts.isIdentifier(node.expression.expression) &&
    node.expression.expression.text === receiver
  );
}

/** Whether `node` is the text value: the `then` parameter, or `await elem.getText()`. */
function isTextRef(
  node: ts.Expression,
  textName: string | undefined,
  elemName: string | undefined,
): boolean {
  const n = unwrap(node);
  if (textName && ts.isIdentifier(n) && n.text === textName) return true;
  if (
    elemName &&
    ts.isAwaitExpression(n) &&
    isMethodCallOn(unwrap(n.expression), elemName, 'getText')
  )
    return true;
  return false;
}

function textTest(
  test: ts.Expression,
  textName: string | undefined,
  cx: RuleContext,
  elemName?: string,
): string | undefined {
  const t = unwrap(test);
  if (ts.isBinaryExpression(t)) {
    const op = t.operatorToken.kind;
    // text === 'x'
    if (op === ts.SyntaxKind.EqualsEqualsEqualsToken || op === ts.SyntaxKind.EqualsEqualsToken) {
      const [ref, other] = isTextRef(t.left, textName, elemName)
        ? [t.left, t.right]
        : [t.right, t.left];
      if (!isTextRef(ref, textName, elemName)) return undefined;
      const v = stringValue(other);
      return v !== undefined ? `{ hasText: ${exactRegex(v)} }` : undefined;
    }
    // text.indexOf('x') > -1 / !== -1 / >= 0
    if (
      (op === ts.SyntaxKind.GreaterThanToken && numberValue(t.right) === -1) ||
      (op === ts.SyntaxKind.ExclamationEqualsEqualsToken && numberValue(t.right) === -1) ||
      (op === ts.SyntaxKind.ExclamationEqualsToken && numberValue(t.right) === -1) ||
      (op === ts.SyntaxKind.GreaterThanEqualsToken && numberValue(t.right) === 0)
    ) {
      const call = unwrap(t.left);
      if (
        ts.isCallExpression(call) &&
        ts.isPropertyAccessExpression(call.expression) &&
        call.expression.name.text === 'indexOf' &&
        isTextRef(call.expression.expression, textName, elemName)
      ) {
        const v = stringValue(call.arguments[0]);
        return v !== undefined ? `{ hasText: ${substringRegex(v)} }` : undefined;
      }
    }
    return undefined;
  }
  // text.includes('x')
  if (
    ts.isCallExpression(t) &&
    ts.isPropertyAccessExpression(t.expression) &&
    t.expression.name.text === 'includes' &&
    isTextRef(t.expression.expression, textName, elemName)
  ) {
    const v = stringValue(t.arguments[0]);
    return v !== undefined ? `{ hasText: ${substringRegex(v)} }` : undefined;
  }
  void cx;
  return undefined;
}

/** The kind of `element(...)` results for type annotations. */
export function isFinderKind(kind: Kind): boolean {
  return kind.type === 'finder' || kind.type === 'finders';
}
