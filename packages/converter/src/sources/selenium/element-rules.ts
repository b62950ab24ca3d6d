/**
 * WebElement methods on a located element (`loc.click()`, `loc.getText()`), from the shared table
 * (`webdriver/elements.ts`): actions stay promises, reads carry what they read so an assertion on
 * them can become web-first.
 */
import ts from 'typescript';
import { awaits, method, print, str, text, type Code } from '../../playwright/code.js';
import { locatorCode, value, type Value } from '../../playwright/values.js';
import {
  attributeRead,
  elementMethods,
  existenceCheck,
  listQuery,
  reads,
  screenshotBase64,
  submitForm,
} from '../../webdriver/elements.js';
import { typeKeys } from '../../webdriver/keys.js';
import { unwrap } from './analysis.js';
import { readAssertion } from './asserts.js';
import type { RuleContext } from './context.js';
import { keyInputs } from './keys.js';
import { find, locatorOf } from './locate.js';

export function elementRule(
  receiver: Value,
  name: string,
  node: ts.CallExpression,
  cx: RuleContext,
): Value | undefined {
  const shape = receiver.shape;
  if (shape.t !== 'locator' && shape.t !== 'locators') return undefined;
  const entry = elementMethods[name];
  if (!entry) return undefined;
  const target = locatorCode(receiver);
  switch (entry.kind) {
    case 'action':
      if (entry.playwright === 'click' && shape.t === 'locator' && shape.option)
        return value(selectOptionOf(target), { t: 'promise' });
      return value(method(target, entry.playwright), { t: 'promise' });
    case 'type':
      return typeInto(receiver, node, cx, false);
    case 'submit':
      return value(submitForm(target, { closestForm: true }), { t: 'promise' });
    case 'shadow-root':
      // Playwright's CSS finds pierce open shadow roots: finds in the root start from its host.
      return value(target, { t: 'locator', firstMatch: false });
    case 'screenshot':
      cx.report(node, 'selenium/screenshot');
      return value(screenshotBase64(target), { t: 'value' });
    case 'find': {
      const form = locatorOf(node.arguments[0], cx);
      if (!form)
        return value(text(cx.original(node)), { t: 'source', what: 'todo', data: undefined });
      return find(target, form, entry.many);
    }
    case 'read': {
      const args = node.arguments.map((a) => cx.settle(a));
      const arg = node.arguments[0];
      const literal =
        arg && (ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg))
          ? arg.text
          : undefined;
      const kind = entry.read === 'getAttribute' ? attributeRead(literal) : entry.read;
      // A property named by a literal is read typed (`(el as HTMLAnchorElement).href`).
      if (kind === 'property' && literal !== undefined) args[0] = str(literal);
      if (reads[kind].unreadable && !isAsserted(node, cx))
        return cx.todo(node, 'selenium/accessibility-read');
      const leaf = shape.leaf ?? false;
      const readArgs = kind === 'value' ? [] : args;
      return value(reads[kind].read(target, readArgs), {
        t: 'read',
        read: { kind, target, args: readArgs, leaf },
        ...(kind === 'text' ? { trim: true } : {}),
      });
    }
  }
}

/** Whether the read is the value an assertion statement checks (`expect(await el.read()).toBe(x)`). */
function isAsserted(node: ts.CallExpression, cx: RuleContext): boolean {
  let e: ts.Node = node;
  while (ts.isAwaitExpression(e.parent) || ts.isParenthesizedExpression(e.parent)) e = e.parent;
  let statement: ts.Node = e;
  while (statement.parent && !ts.isExpressionStatement(statement) && !ts.isBlock(statement.parent))
    statement = statement.parent;
  if (!ts.isExpressionStatement(statement)) return false;
  const asserting = unwrap(statement.expression);
  if (!ts.isCallExpression(asserting) && !ts.isPropertyAccessExpression(asserting)) return false;
  const assertion = readAssertion(asserting, cx);
  return typeof assertion === 'object' && unwrap(assertion.actual) === node;
}

/**
 * Clicking an `<option>` selects it in WebDriver; Playwright selects options through their
 * `<select>` (an option is not clickable on its own).
 */
function selectOptionOf(option: Code): Code {
  return method(
    method(option, 'locator', str('xpath=ancestor::select')),
    'selectOption',
    text(`await ${print(option)}.evaluate((o) => (o as HTMLOptionElement).value)`),
  );
}

/** `sendKeys(…)` → `pressSequentially` / `press` / `fill` (when the field was just cleared). */
export function typeInto(
  element: Value,
  node: ts.CallExpression,
  cx: RuleContext,
  cleared: boolean,
): Value {
  const target = locatorCode(element);
  const inputs = node.arguments.flatMap((a) => keyInputs(a, cx));
  // A file input: WebDriver uploads the file whose path is typed.
  const only = node.arguments[0];
  if (
    node.arguments.length === 1 &&
    only &&
    element.shape.t === 'locator' &&
    element.shape.fileInput
  )
    return value(method(target, 'setInputFiles', cx.settle(only)), { t: 'promise' });
  const calls = typeKeys(target, inputs, { cleared, typeMethod: 'pressSequentially' });
  if (!calls) return cx.todo(node, 'selenium/send-keys');
  if (calls.length === 0) return value(text(''), { t: 'source', what: 'removed', data: undefined });
  if (calls.length === 1) return value(calls[0] as Code, { t: 'promise' });
  // several calls: all but the last become statements before this one
  for (const call of calls.slice(0, -1)) cx.before(`await ${print(call)};`);
  return value(calls[calls.length - 1] as Code, { t: 'promise' });
}

/**
 * A find on its own (`await driver.findElement(x);`) checks the element exists; a list find on
 * its own is the query, awaited. A call that awaits (a helper) keeps its own statement.
 */
export function bareFind(node: ts.Expression, v: Value): Code | undefined {
  if (!ts.isCallExpression(unwrap(node)) || awaits(v.code)) return undefined;
  if (v.shape.t === 'locator') return existenceCheck(v.code);
  if (v.shape.t === 'locators') return listQuery(v.code);
  return undefined;
}
