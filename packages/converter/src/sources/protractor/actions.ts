/**
 * ElementFinder and ElementArrayFinder methods: actions (`click`, `sendKeys`, `clear`) and reads
 * (`getText`, `getAttribute`, `isDisplayed`…). One table entry per method, named after Protractor's
 * API. Reads carry a `Read` so assertions on them can become web-first assertions.
 *
 * Semantics kept on purpose:
 * - `sendKeys` appends to the field like WebDriver; `pressSequentially` types key by key. `fill` is
 *   only used after `clear()`, where appending and replacing are the same.
 * - `getText` is WebDriver's visible text: `innerText`.
 * - `getAttribute('value')` (and `checked`, `selected`) read the live property in WebDriver.
 * - `isSelected` is `isChecked` for checkboxes and radios, the `selected` property for options.
 * - `isPresent` never throws: the number of matches is compared to zero.
 */
import ts from 'typescript';
import type { RuleContext } from './context.js';
import { modifierKeys } from '../../webdriver/keys.js';
import { thenCall } from './control-flow.js';
import { locate } from './locators.js';
import {
  finder,
  out,
  promiseOf,
  statements,
  unknown,
  value,
  type Kind,
  type Out,
  type Read,
} from './kinds.js';
import { stringValue } from './text.js';

interface Target {
  /** The locator, first match applied. */
  loc: string;
  /** The locator matching all (for counts and presence). */
  list: string;
  leaf?: boolean;
  options?: boolean;
}

type Emit = (target: Target, node: ts.CallExpression, cx: RuleContext) => Out | undefined;

interface MethodEntry {
  from: string;
  to: Emit;
}

function read(
  method: string,
  target: Target,
  node: ts.CallExpression,
  cx: RuleContext,
  text: string,
  of: Kind = value,
  map?: (a: string) => string,
): Out {
  const args = node.arguments.map((a) => cx.emit(a));
  const r: Read = { method, target: target.loc, list: target.list, args, argNodes: node.arguments };
  if (target.leaf) r.leaf = true;
  return out(text, map ? { type: 'promise', of, read: r, map } : { type: 'promise', of, read: r });
}

function arg(node: ts.CallExpression, cx: RuleContext, i = 0): string {
  const a = node.arguments[i];
  return a ? cx.emit(a) : "''";
}

/** `getAttribute(name)`: WebDriver returns the property for these. */
function attributeRead(t: Target, node: ts.CallExpression, cx: RuleContext): Out {
  const name = stringValue(node.arguments[0]);
  if (name === 'value') {
    return read(
      'getAttribute',
      t,
      node,
      cx,
      t.options
        ? `${t.loc}.evaluate((el) => (el as HTMLOptionElement).value)`
        : `${t.loc}.inputValue()`,
      { type: 'value', of: 'string' },
    );
  }
  if (name === 'checked' || name === 'selected') {
    return read(
      'getAttribute',
      t,
      node,
      cx,
      `${t.loc}.evaluate((el) => ((el as HTMLInputElement).${name === 'checked' ? 'checked' : 'selected'} ? 'true' : null))`,
    );
  }
  if (name === 'href' || name === 'src') {
    return read(
      'getAttribute',
      t,
      node,
      cx,
      // The resolved URL; the cast only names an element type that has the property.
      `${t.loc}.evaluate((el) => (el as ${name === 'href' ? 'HTMLAnchorElement' : 'HTMLImageElement'}).${name})`,
    );
  }
  return read('getAttribute', t, node, cx, `${t.loc}.getAttribute(${arg(node, cx)})`);
}

export const finderTable: MethodEntry[] = [
  {
    from: 'ElementFinder.click',
    // WebDriver selects an <option> it clicks; Playwright only selects through the <select>.
    to: (t) =>
      t.options
        ? out(
            `${t.loc}.evaluate((option: HTMLOptionElement) => {\noption.selected = true;\nconst select = option.closest('select');\nselect?.dispatchEvent(new Event('input', { bubbles: true }));\nselect?.dispatchEvent(new Event('change', { bubbles: true }));\n})`,
            promiseOf(unknown),
          )
        : out(`${t.loc}.click()`, promiseOf(unknown)),
  },
  { from: 'ElementFinder.sendKeys', to: (t, node, cx) => sendKeys(t, node, cx, false) },
  { from: 'ElementFinder.clear', to: (t) => out(`${t.loc}.fill('')`, promiseOf(unknown)) },
  {
    from: 'ElementFinder.submit',
    to: (t) =>
      out(`${t.loc}.evaluate((el) => el.closest('form')?.requestSubmit())`, promiseOf(unknown)),
  },
  {
    from: 'ElementFinder.getText',
    to: (t, node, cx) =>
      read('getText', t, node, cx, `${t.loc}.innerText()`, { type: 'value', of: 'string' }),
  },
  { from: 'ElementFinder.getAttribute', to: attributeRead },
  {
    from: 'ElementFinder.getCssValue',
    // WebDriver reports colours as rgba(…); getComputedStyle as rgb(…) when opaque.
    to: (t, node, cx) => {
      const property = stringValue(node.arguments[0]);
      const isColor = property === undefined || property.includes('color');
      const body = isColor
        ? `{\nconst value = getComputedStyle(el).getPropertyValue(property);\nreturn value.startsWith('rgb(') ? \`rgba(\${value.slice(4, -1)}, 1)\` : value;\n}`
        : 'getComputedStyle(el).getPropertyValue(property)';
      return read(
        'getCssValue',
        t,
        node,
        cx,
        `${t.loc}.evaluate((el, property) => ${body}, ${arg(node, cx)})`,
      );
    },
  },
  {
    from: 'ElementFinder.getTagName',
    to: (t, node, cx) =>
      read('getTagName', t, node, cx, `${t.loc}.evaluate((el) => el.tagName.toLowerCase())`),
  },
  {
    from: 'ElementFinder.getSize',
    to: (t, node, cx) => read('getSize', t, node, cx, `${t.loc}.boundingBox()`),
  },
  {
    from: 'ElementFinder.getLocation',
    to: (t, node, cx) => read('getLocation', t, node, cx, `${t.loc}.boundingBox()`),
  },
  {
    from: 'ElementFinder.getRect',
    to: (t, node, cx) => read('getRect', t, node, cx, `${t.loc}.boundingBox()`),
  },
  {
    from: 'ElementFinder.isDisplayed',
    to: (t, node, cx) =>
      read('isDisplayed', t, node, cx, `${t.loc}.isVisible()`, { type: 'value', of: 'boolean' }),
  },
  {
    from: 'ElementFinder.isEnabled',
    to: (t, node, cx) =>
      read('isEnabled', t, node, cx, `${t.loc}.isEnabled()`, { type: 'value', of: 'boolean' }),
  },
  {
    from: 'ElementFinder.isSelected',
    to: (t, node, cx) =>
      read(
        'isSelected',
        t,
        node,
        cx,
        t.options
          ? `${t.loc}.evaluate((el) => (el as HTMLOptionElement).selected)`
          : `${t.loc}.isChecked()`,
        { type: 'value', of: 'boolean' },
      ),
  },
  {
    from: 'ElementFinder.isPresent',
    to: (t, node, cx) =>
      read(
        'isPresent',
        t,
        node,
        cx,
        `${t.list}.count()`,
        { type: 'value', of: 'boolean' },
        (a) => `${a} > 0`,
      ),
  },
  {
    from: 'ElementFinder.isElementPresent',
    to: (t, node, cx) => {
      const sub = node.arguments[0];
      if (!sub) return undefined;
      const located = locateFrom(t.list, sub, cx, node);
      return read(
        'isPresent',
        { loc: located, list: located },
        node,
        cx,
        `${located}.count()`,
        { type: 'value', of: 'boolean' },
        (a) => `${a} > 0`,
      );
    },
  },
  {
    from: 'ElementFinder.getWebElement',
    to: (t, node, cx) => {
      cx.diag(node, 'actions/web-element');
      return out(t.loc, finder(false));
    },
  },
  {
    from: 'ElementFinder.getInnerHtml',
    to: (t, node, cx) => read('getInnerHtml', t, node, cx, `${t.loc}.innerHTML()`),
  },
  {
    from: 'ElementFinder.getOuterHtml',
    to: (t, node, cx) =>
      read('getOuterHtml', t, node, cx, `${t.loc}.evaluate((el) => el.outerHTML)`),
  },
  {
    from: 'ElementFinder.takeScreenshot',
    to: (t, node, cx) =>
      read(
        'takeScreenshot',
        t,
        node,
        cx,
        `${t.loc}.screenshot()`,
        value,
        (a) => `${a}.toString('base64')`,
      ),
  },
  {
    from: 'ElementFinder.evaluate',
    to: (t, node, cx) =>
      read(
        'evaluate',
        t,
        node,
        cx,
        `${t.loc}.evaluate((el, expression) => (window as any).angular.element(el).scope().$eval(expression), ${arg(node, cx)})`,
      ),
  },
  { from: 'ElementFinder.getDriver', to: (_t, _node, cx) => out(cx.pageRef(), { type: 'page' }) },
  {
    // AngularJS's $animate switch, through the generated support module.
    from: 'ElementFinder.allowAnimations',
    to: (t, node, cx) => {
      cx.useAngular('allowAnimations');
      const value = node.arguments[0] ? `, ${cx.emit(node.arguments[0])}` : '';
      return read('allowAnimations', t, node, cx, `allowAnimations(${t.loc}${value})`, {
        type: 'value',
        of: 'boolean',
      });
    },
  },
  {
    // Whether two finders reach the same DOM element (WebElement equality).
    from: 'ElementFinder.equals',
    to: (t, node, cx) => {
      const other = node.arguments[0];
      if (!other) return undefined;
      const handle = cx.awaitText(`${cx.locatorText(cx.expr(other))}.elementHandle()`);
      return read(
        'equals',
        t,
        node,
        cx,
        `${t.loc}.evaluate((el, other) => el === other, ${handle})`,
        { type: 'value', of: 'boolean' },
      );
    },
  },
  {
    from: 'ElementFinder.locator',
    to: (_t, node, cx) => locatorIntrospection(node, cx),
  },
  {
    from: 'ElementFinder.getId',
    to: (_t, node, cx) => {
      cx.todo(node, 'actions/unsupported-method', 'getId');
      return out(cx.original(node));
    },
  },
];

const finderByName = new Map(finderTable.map((e) => [e.from.slice('ElementFinder.'.length), e]));

/** Methods of ElementArrayFinder that apply the ElementFinder method to every element. */
const perElementActions = new Set(['click', 'sendKeys', 'clear', 'submit']);
const perElementReads = new Set([
  'getAttribute',
  'getCssValue',
  'getTagName',
  'isDisplayed',
  'isEnabled',
  'isSelected',
  'getSize',
  'getLocation',
  'getInnerHtml',
  'getOuterHtml',
]);

function locateFrom(base: string, sub: ts.Expression, cx: RuleContext, node: ts.Node): string {
  return locate(base, sub, true, cx, node).text;
}

/** A method call on an ElementFinder. */
export function finderMethod(
  node: ts.CallExpression,
  receiver: Out,
  name: string,
  cx: RuleContext,
): Out | undefined {
  if (receiver.kind.type !== 'finder') return undefined;
  const entry = finderByName.get(name);
  if (!entry) return undefined;
  const target: Target = {
    loc: receiver.kind.first ? `${receiver.text}.first()` : receiver.text,
    list: receiver.text,
    ...(receiver.kind.leaf ? { leaf: true } : {}),
    ...(receiver.kind.options ? { options: true } : {}),
  };
  return entry.to(target, node, cx);
}

/** A method call on an ElementArrayFinder. */
export function findersMethod(
  node: ts.CallExpression,
  receiver: Out,
  name: string,
  cx: RuleContext,
): Out | undefined {
  if (receiver.kind.type !== 'finders') return undefined;
  const list = receiver.text;
  const leaf = receiver.kind.leaf;
  switch (name) {
    case 'locator':
      if (node.arguments.length) return undefined;
      return locatorIntrospection(node, cx);
    case 'count':
      return out(`${list}.count()`, {
        type: 'promise',
        of: { type: 'value', of: 'number' },
        read: { method: 'count', target: list, list, many: true, args: [], argNodes: [] },
      });
    case 'getText':
      return out(`${list}.allInnerTexts()`, {
        type: 'promise',
        of: { type: 'value', of: 'array' },
        read: {
          method: 'getText',
          target: list,
          list,
          many: true,
          args: [],
          argNodes: [],
          ...(leaf ? { leaf: true } : {}),
        },
      });
    case 'isPresent':
      return out(`${list}.count()`, {
        type: 'promise',
        of: { type: 'value', of: 'boolean' },
        // Present when any element is: asserting it waits for the first (a strict locator
        // matching several would fail).
        read: { method: 'isPresent', target: `${list}.first()`, list, args: [], argNodes: [] },
        map: (a) => `${a} > 0`,
      });
    case 'getWebElements':
      return out(`${list}.all()`, promiseOf({ type: 'locator-array', source: list }));
    case 'then':
      // Protractor resolved the list after waiting for Angular; the callbacks (an error one too)
      // get the elements.
      cx.syncBefore(node);
      return thenCall(node, receiver, name, cx);
  }
  if (perElementActions.has(name)) {
    // Protractor applies the action to every element, one after the other.
    const entry = finderByName.get(name);
    const one = entry?.to({ loc: 'element', list: 'element' }, node, cx);
    if (!one) return undefined;
    const body = one.kind.type === 'statements' ? one.text : `${cx.awaitText(one.text)};`;
    const all = cx.snapshotAll(list, node);
    return out(`for (const element of ${all}) {\n${body}\n}`, statements);
  }
  if (perElementReads.has(name)) {
    const entry = finderByName.get(name);
    const one = entry?.to({ loc: 'element', list: 'element' }, node, cx);
    if (!one) return undefined;
    const all = cx.snapshotAll(list, node);
    const r: Read = {
      method: name,
      target: list,
      list,
      many: true,
      args: node.arguments.map((a) => cx.emit(a)),
      argNodes: node.arguments,
    };
    return out(`Promise.all((${all}).map((element) => ${one.text}))`, {
      type: 'promise',
      of: { type: 'value', of: 'array' },
      read: r,
    });
  }
  return undefined;
}

/**
 * A `sendKeys` argument as the string Playwright requires: WebDriver stringifies what it is given
 * (`sendKeys(4)` types "4"), so a number literal becomes its string and any value not known to
 * be a string goes through `String(…)`.
 */
function typedText(a: ts.Expression, o: Out, cx: RuleContext): string {
  if (ts.isNumericLiteral(a)) return `'${String(Number(a.text))}'`;
  const text = cx.settle(o, a);
  const kind = o.kind.type === 'promise' ? o.kind.of : o.kind;
  if (
    ts.isStringLiteralLike(a) ||
    ts.isTemplateExpression(a) ||
    // 'rush ' + n
    (ts.isBinaryExpression(a) &&
      a.operatorToken.kind === ts.SyntaxKind.PlusToken &&
      (ts.isStringLiteralLike(a.left) || ts.isStringLiteralLike(a.right))) ||
    (kind.type === 'value' && kind.of === 'string') ||
    declaredAsString(a, cx)
  )
    return text;
  return `String(${text})`;
}

/** An identifier or property whose declaration says `: string` (TypeScript sources). */
function declaredAsString(a: ts.Expression, cx: RuleContext): boolean {
  if (!ts.isIdentifier(a) && !ts.isPropertyAccessExpression(a)) return false;
  const decl = cx.declarationOf(ts.isPropertyAccessExpression(a) ? a.name : a);
  const type =
    decl &&
    (ts.isParameter(decl) || ts.isVariableDeclaration(decl) || ts.isPropertyDeclaration(decl))
      ? decl.type
      : undefined;
  return type?.kind === ts.SyntaxKind.StringKeyword;
}

/**
 * `sendKeys(…)`: text is typed with `pressSequentially` (WebDriver appends at the end of the
 * field), special keys are pressed, a modifier followed by one character is a chord, a file input
 * gets `setInputFiles`. After `clear()` the text is `fill`ed instead.
 */
export function sendKeys(
  t: Target,
  node: ts.CallExpression,
  cx: RuleContext,
  afterClear: boolean,
): Out {
  const isFileInput =
    t.loc.includes('type="file"') ||
    t.loc.includes("type='file'") ||
    t.loc.includes('type=file') ||
    t.loc.includes('type=\\"file\\"');
  if (isFileInput && node.arguments.length === 1) {
    return out(`${t.loc}.setInputFiles(${arg(node, cx)})`, promiseOf(unknown));
  }
  const ops: string[] = [];
  let pendingText: string[] = [];
  let heldModifier: string | undefined;
  let first = true;
  const flushText = (): void => {
    if (pendingText.length === 0) return;
    const text = pendingText.length === 1 ? (pendingText[0] as string) : pendingText.join(' + ');
    ops.push(
      afterClear && first ? `${t.loc}.fill(${text})` : `${t.loc}.pressSequentially(${text})`,
    );
    first = false;
    pendingText = [];
  };
  for (const a of node.arguments) {
    const o = cx.expr(a);
    if (o.kind.type === 'key') {
      const name = o.kind.name;
      if (name === '') {
        heldModifier = undefined;
        continue;
      }
      if (modifierKeys.has(name)) {
        flushText();
        heldModifier = name;
        continue;
      }
      flushText();
      ops.push(
        `${t.loc}.press(${JSON.stringify(heldModifier ? `${heldModifier}+${name}` : name)
          .split('"')
          .join("'")})`,
      );
      first = false;
      continue;
    }
    if (heldModifier) {
      const literal = stringValue(a);
      if (literal !== undefined && literal.length === 1) {
        ops.push(`${t.loc}.press('${heldModifier}+${literal === "'" ? "\\'" : literal}')`);
        first = false;
        continue;
      }
      cx.todo(node, 'actions/send-keys-modifiers');
      return out(cx.original(node));
    }
    pendingText.push(typedText(a, o, cx));
  }
  flushText();
  if (heldModifier) {
    // A modifier alone: pressed and released.
    ops.push(`${t.loc}.press('${heldModifier}')`);
  }
  if (afterClear && ops.length > 0 && !(ops[0] as string).includes('.fill('))
    ops.unshift(`${t.loc}.fill('')`);
  if (ops.length === 0)
    return out(afterClear ? `${t.loc}.fill('')` : `${t.loc}.focus()`, promiseOf(unknown));
  if (ops.length === 1) return out(ops[0] as string, promiseOf(unknown));
  return out(ops.map((op) => `${cx.awaitText(op)};`).join('\n'), statements);
}

/**
 * Chained actions: `el.clear().sendKeys('x')` (Protractor's actions return the element) becomes
 * `fill('x')`; other chains become one statement per action.
 */
export function chainedAction(node: ts.CallExpression, cx: RuleContext): Out | undefined {
  const callee = node.expression;
  if (!ts.isPropertyAccessExpression(callee) || !ts.isCallExpression(callee.expression))
    return undefined;
  const outer = callee.name.text;
  const innerCall = callee.expression;
  if (!ts.isPropertyAccessExpression(innerCall.expression)) return undefined;
  const inner = innerCall.expression.name.text;
  if (!perElementActions.has(outer) || !perElementActions.has(inner)) return undefined;
  const receiver = cx.expr(innerCall.expression.expression);
  if (receiver.kind.type !== 'finder') return undefined;
  const target: Target = {
    loc: receiver.kind.first ? `${receiver.text}.first()` : receiver.text,
    list: receiver.text,
  };
  if (inner === 'clear' && outer === 'sendKeys') return sendKeys(target, node, cx, true);
  const first = finderByName.get(inner)?.to(target, innerCall, cx);
  const second = finderByName.get(outer)?.to(target, node, cx);
  if (!first || !second) return undefined;
  const asStatements = (o: Out): string =>
    o.kind.type === 'statements' ? o.text : `${cx.awaitText(o.text)};`;
  return out(`${asStatements(first)}\n${asStatements(second)}`, statements);
}

/**
 * Statement rule: `el.clear();` followed by `el.sendKeys(text);` on the same element is one
 * `fill(text)`.
 */
export function clearThenSendKeys(
  list: readonly ts.Statement[],
  index: number,
  cx: RuleContext,
): { text: string; consumed: number } | undefined {
  const a = list[index];
  const b = list[index + 1];
  if (!a || !b) return undefined;
  const first = actionCall(a, 'clear');
  const second = actionCall(b, 'sendKeys');
  if (!first || !second) return undefined;
  const receiverA = (first.expression as ts.PropertyAccessExpression).expression;
  const receiverB = (second.expression as ts.PropertyAccessExpression).expression;
  if (cx.original(receiverA) !== cx.original(receiverB)) return undefined;
  const receiver = cx.expr(receiverB);
  if (receiver.kind.type !== 'finder') return undefined;
  const target: Target = {
    loc: receiver.kind.first ? `${receiver.text}.first()` : receiver.text,
    list: receiver.text,
  };
  const result = sendKeys(target, second, cx, true);
  const text = result.kind.type === 'statements' ? result.text : `${cx.awaitText(result.text)};`;
  return { text, consumed: 2 };
}

function actionCall(statement: ts.Statement, method: string): ts.CallExpression | undefined {
  if (!ts.isExpressionStatement(statement)) return undefined;
  let e = statement.expression;
  if (ts.isAwaitExpression(e)) e = e.expression;
  if (!ts.isCallExpression(e) || !ts.isPropertyAccessExpression(e.expression)) return undefined;
  return e.expression.name.text === method ? e : undefined;
}

/**
 * Methods on a `Locator[]` (a list filtered once, or `element.all(…).then(arr => …)`'s `arr`
 * used as a Protractor list): actions run on each element, reads map over them.
 */
export function locatorArrayMethod(
  node: ts.CallExpression,
  receiver: Out,
  name: string,
  cx: RuleContext,
): Out | undefined {
  if (receiver.kind.type !== 'locator-array') return undefined;
  const list = receiver.text;
  switch (name) {
    case 'count':
      return out(`${list}.length`, { type: 'value', of: 'number' });
    case 'get':
      return out(`${list}[${node.arguments[0] ? cx.emit(node.arguments[0]) : '0'}]`, finder(false));
    case 'first':
      return out(`${list}[0]`, finder(false));
    case 'last':
      return out(`${list}[${list}.length - 1]`, finder(false));
  }
  const entry = finderByName.get(name);
  if (!entry) return undefined;
  const one = entry.to({ loc: 'element', list: 'element' }, node, cx);
  if (!one) return undefined;
  if (perElementActions.has(name)) {
    const body = one.kind.type === 'statements' ? one.text : `${cx.awaitText(one.text)};`;
    return out(`for (const element of ${list}) {\n${body}\n}`, statements);
  }
  return out(`Promise.all(${list}.map((element) => ${one.text}))`, {
    type: 'promise',
    of: { type: 'value', of: 'array' },
  });
}

/** Reads a finder method stands for when it is used as a function rather than called. */
const referenceReads: Record<string, (locator: string) => string> = {
  isDisplayed: (l) => `${l}.isVisible()`,
  isEnabled: (l) => `${l}.isEnabled()`,
  isSelected: (l) => `${l}.isChecked()`,
  isPresent: (l) => `${l}.count().then((n) => n > 0)`,
  getText: (l) => `${l}.innerText()`,
};

/**
 * `el.isDisplayed` used as a value (`el.isDisplayed.bind(el)`, a condition handed to `EC.and`):
 * a function that makes the read when called, as the bound method did.
 */
export function finderMethodReference(
  node: ts.PropertyAccessExpression,
  receiver: Out,
  name: string,
  cx: RuleContext,
): Out | undefined {
  const read = referenceReads[name];
  if (receiver.kind.type !== 'finder' || !read) return undefined;
  void node;
  return out(`(() => ${read(cx.locatorText(receiver))})`, {
    type: 'function',
    returns: { type: 'promise', of: unknown },
  });
}

/**
 * `finder.locator()`: the locator it was made with, which the conversion writes as a selector
 * string (as it writes the `by` value itself), when the finder is `element(by…)` /
 * `element.all(by…)` in place or in a variable that keeps it; otherwise a TODO.
 */
function locatorIntrospection(node: ts.CallExpression, cx: RuleContext): Out {
  const callee = node.expression;
  let made: ts.Expression | undefined = ts.isPropertyAccessExpression(callee)
    ? callee.expression
    : undefined;
  if (made && ts.isIdentifier(made)) {
    const decl = cx.declarationOf(made);
    made =
      decl && ts.isVariableDeclaration(decl) && decl.initializer && !cx.isReassigned(decl)
        ? decl.initializer
        : undefined;
  }
  const by =
    made &&
    ts.isCallExpression(made) &&
    made.arguments.length === 1 &&
    ((ts.isIdentifier(made.expression) && made.expression.text === 'element') ||
      (ts.isPropertyAccessExpression(made.expression) &&
        made.expression.name.text === 'all' &&
        ts.isIdentifier(made.expression.expression) &&
        made.expression.expression.text === 'element'))
      ? made.arguments[0]
      : undefined;
  if (!by) {
    cx.todo(node, 'locators/locator-introspection');
    return out(cx.original(node));
  }
  return out(cx.emit(by), value);
}
