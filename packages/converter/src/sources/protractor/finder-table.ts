/**
 * ElementFinder's methods, one entry each, named after Protractor's API: actions (`click`,
 * `sendKeys`, `clear`) and reads (`getText`, `getAttribute`, `isDisplayed`…); reads carry a `Read`
 * so assertions on them can become web-first assertions.
 */
import ts from 'typescript';
import { type Out, finder, out, promiseOf, value, unknown } from './kinds.js';
import { type RuleContext } from './context.js';
import { sendKeys } from './send-keys.js';
import { stringValue } from './text.js';
import { locate } from './locators.js';
import { type MethodEntry, type Target, arg, read } from './finder-entry.js';
import {
  arrow,
  call,
  id,
  method,
  print,
  str,
  text as code,
  type Code,
  type Statement,
} from '../../playwright/code.js';
import {
  attributeRead as sharedAttributeRead,
  elementMethods,
  reads,
  submitForm,
  type ReadKind,
} from '../../webdriver/elements.js';

/**
 * `getAttribute(name)` as WebDriver answers it: the shared table (`webdriver/elements.ts`)
 * decides which read — the field's value, the property for `href`, `disabled`…, else the
 * attribute (a property named by a literal is read typed). An `<option>` of a list answers its own
 * value.
 */
export function attributeRead(t: Target, node: ts.CallExpression, cx: RuleContext): Out {
  const name = stringValue(node.arguments[0]);
  const kind = sharedAttributeRead(name);
  if (kind === 'value')
    return read(
      'getAttribute',
      t,
      node,
      cx,
      t.options ? evaluate(t, 'el', '(el as HTMLOptionElement).value') : shared('value', t),
      { type: 'value', of: 'string' },
    );
  const nameArg = name !== undefined ? str(name) : code(arg(node, cx));
  return read('getAttribute', t, node, cx, print(reads[kind].read(code(t.loc), [nameArg])));
}

/**
 * A read or action WebDriver's `WebElement` has too, as the shared tables
 * (`webdriver/elements.ts`) write it.
 */
function shared(kind: ReadKind, t: Target, args: string[] = []): Code {
  return reads[kind].read(
    code(t.loc),
    args.map((a) => code(a)),
  );
}

/** `locator.evaluate((el, …) => body, …args)`: a read or change the page makes on the element. */
function evaluate(t: Target, params: string, body: string | Statement[], ...args: Code[]): Code {
  const fn = arrow(params.split(', '), typeof body === 'string' ? code(body) : body);
  return method(code(t.loc), 'evaluate', fn, ...args);
}

const raw = (line: string): Statement => ({ k: 'raw', text: line });

/** An action the shared table names (`elementMethods`): `clear()` → `locator.clear()`. */
function sharedAction(t: Target, name: string): Out {
  const entry = elementMethods[name];
  const playwright = entry?.kind === 'action' ? entry.playwright : name;
  return out(print(method(code(t.loc), playwright)), promiseOf(unknown));
}

export const finderTable: MethodEntry[] = [
  {
    from: 'ElementFinder.click',
    // WebDriver selects an <option> it clicks; Playwright only selects through the <select>.
    to: (t) =>
      out(
        print(
          t.options
            ? evaluate(t, 'option: HTMLOptionElement', [
                raw('option.selected = true;'),
                raw("const select = option.closest('select');"),
                raw("select?.dispatchEvent(new Event('input', { bubbles: true }));"),
                raw("select?.dispatchEvent(new Event('change', { bubbles: true }));"),
              ])
            : method(code(t.loc), 'click'),
        ),
        promiseOf(unknown),
      ),
  },
  { from: 'ElementFinder.sendKeys', to: (t, node, cx) => sendKeys(t, node, cx, false) },
  { from: 'ElementFinder.clear', to: (t) => sharedAction(t, 'clear') },
  {
    from: 'ElementFinder.submit',
    to: (t) => out(print(submitForm(code(t.loc), { closestForm: true })), promiseOf(unknown)),
  },
  {
    from: 'ElementFinder.getText',
    to: (t, node, cx) =>
      read('getText', t, node, cx, shared('text', t), { type: 'value', of: 'string' }),
  },
  { from: 'ElementFinder.getAttribute', to: attributeRead },
  {
    from: 'ElementFinder.getCssValue',
    // WebDriver reports colours as rgba(…); getComputedStyle as rgb(…) when opaque.
    to: (t, node, cx) => read('getCssValue', t, node, cx, shared('css', t, [arg(node, cx)])),
  },
  {
    from: 'ElementFinder.getTagName',
    to: (t, node, cx) => read('getTagName', t, node, cx, shared('tagName', t)),
  },
  {
    // Measured from the document, as WebDriver does (`boundingBox()` is from the viewport).
    from: 'ElementFinder.getSize',
    to: (t, node, cx) => read('getSize', t, node, cx, shared('rect', t)),
  },
  {
    // Measured from the document, as WebDriver does (`boundingBox()` is from the viewport).
    from: 'ElementFinder.getLocation',
    to: (t, node, cx) => read('getLocation', t, node, cx, shared('rect', t)),
  },
  {
    // Measured from the document, as WebDriver does (`boundingBox()` is from the viewport).
    from: 'ElementFinder.getRect',
    to: (t, node, cx) => read('getRect', t, node, cx, shared('rect', t)),
  },
  {
    from: 'ElementFinder.isDisplayed',
    to: (t, node, cx) =>
      read('isDisplayed', t, node, cx, shared('displayed', t), { type: 'value', of: 'boolean' }),
  },
  {
    from: 'ElementFinder.isEnabled',
    to: (t, node, cx) =>
      read('isEnabled', t, node, cx, shared('enabled', t), { type: 'value', of: 'boolean' }),
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
          ? evaluate(t, 'el', '(el as HTMLOptionElement).selected')
          : method(code(t.loc), 'isChecked'),
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
        method(code(t.list), 'count'),
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
        method(code(located), 'count'),
        { type: 'value', of: 'boolean' },
        (a) => `${a} > 0`,
      );
    },
  },
  {
    from: 'ElementFinder.getWebElement',
    to: (t, node, cx) => {
      cx.diag(node, 'protractor/actions/web-element');
      return out(t.loc, finder(false));
    },
  },
  {
    from: 'ElementFinder.getInnerHtml',
    to: (t, node, cx) => read('getInnerHtml', t, node, cx, method(code(t.loc), 'innerHTML')),
  },
  {
    from: 'ElementFinder.getOuterHtml',
    to: (t, node, cx) => read('getOuterHtml', t, node, cx, evaluate(t, 'el', 'el.outerHTML')),
  },
  {
    from: 'ElementFinder.takeScreenshot',
    to: (t, node, cx) =>
      read(
        'takeScreenshot',
        t,
        node,
        cx,
        method(code(t.loc), 'screenshot'),
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
        evaluate(
          t,
          'el, expression',
          '(window as any).angular.element(el).scope().$eval(expression)',
          code(arg(node, cx)),
        ),
      ),
  },
  { from: 'ElementFinder.getDriver', to: (_t, _node, cx) => out(cx.pageRef(), { type: 'page' }) },
  {
    // AngularJS's $animate switch, through the generated support module.
    from: 'ElementFinder.allowAnimations',
    to: (t, node, cx) => {
      cx.useAngular('allowAnimations');
      const value = node.arguments[0] ? [code(cx.emit(node.arguments[0]))] : [];
      return read(
        'allowAnimations',
        t,
        node,
        cx,
        call(id('allowAnimations'), code(t.loc), ...value),
        { type: 'value', of: 'boolean' },
      );
    },
  },
  {
    // Whether two finders reach the same DOM element (WebElement equality).
    from: 'ElementFinder.equals',
    to: (t, node, cx) => {
      const other = node.arguments[0];
      if (!other) return undefined;
      const handle = cx.awaitText(`${cx.locatorText(cx.expr(other))}.elementHandle()`);
      return read('equals', t, node, cx, evaluate(t, 'el, other', 'el === other', code(handle)), {
        type: 'value',
        of: 'boolean',
      });
    },
  },
  {
    from: 'ElementFinder.locator',
    to: (_t, node, cx) => locatorIntrospection(node, cx),
  },
  {
    from: 'ElementFinder.getId',
    to: (_t, node, cx) => {
      cx.todo(node, 'protractor/actions/unsupported-method', 'getId');
      return out(cx.original(node));
    },
  },
];

export const finderByName = new Map(
  finderTable.map((e) => [e.from.slice('ElementFinder.'.length), e]),
);

/** Methods of ElementArrayFinder that apply the ElementFinder method to every element. */
export const perElementActions = new Set(['click', 'sendKeys', 'clear', 'submit']);

export const perElementReads = new Set([
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

export function locateFrom(
  base: string,
  sub: ts.Expression,
  cx: RuleContext,
  node: ts.Node,
): string {
  return locate(base, sub, true, cx, node).text;
}

/**
 * `finder.locator()`: the locator it was made with, which the conversion writes as a selector
 * string (as it writes the `by` value itself), when the finder is `element(by…)` /
 * `element.all(by…)` in place or in a variable that keeps it; otherwise a TODO.
 */
export function locatorIntrospection(node: ts.CallExpression, cx: RuleContext): Out {
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
    cx.todo(node, 'protractor/locators/locator-introspection');
    return out(cx.original(node));
  }
  return out(cx.emit(by), value);
}
