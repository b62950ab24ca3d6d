/**
 * Driver commands: the path from the driver (`manage().window().setRect`) is looked up in the
 * shared table (`webdriver/driver.ts`); flow-dependent commands (finds, waits, frames, windows,
 * alerts, actions, lifecycle) go to their rules.
 */
import ts from 'typescript';
import { awaited, method, str, text, type Code } from '../../playwright/code.js';
import { locatorCode, settle, value, type Value } from '../../playwright/values.js';
import { driverCommands } from '../../webdriver/driver.js';
import { reads } from '../../webdriver/elements.js';
import type { RuleContext } from './context.js';
import { actionsValue } from './actions.js';
import { alertValue, frameSwitch, newWindow, windowSwitch } from './flow.js';
import { find, locatorOf } from './locate.js';
import { timeoutsRule, waitRule } from './waits.js';

/** Driver command → its Playwright form. */
export function driverCommandRule(
  driver: ts.Expression,
  path: string[],
  node: ts.CallExpression,
  cx: RuleContext,
): Value {
  const key = path.join('.');
  const command = driverCommands[key];
  if (!command) return cx.todo(node, 'selenium/unsupported-command', key);
  const args = () => node.arguments.map((a) => objectCode(a, cx) ?? cx.settle(a));
  switch (command.kind) {
    case 'call': {
      if (command.note === 'window') cx.report(node, 'selenium/window-size');
      if (key === 'takeScreenshot') cx.report(node, 'selenium/screenshot');
      const page = cx.topPageOf(driver);
      const code = command.to(page, key.startsWith('execute') ? scriptArgs(node, cx) : args());
      return value(code, command.sync ? { t: 'value' } : { t: 'promise' });
    }
    case 'read': {
      const page = cx.topPageOf(driver);
      const form = reads[command.read];
      return value(form.read(page, []), {
        t: 'read',
        read: { kind: command.read, target: page, args: [] },
        ...(form.sync ? { sync: true } : {}),
      });
    }
    case 'none':
      cx.report(
        node,
        command.note === 'window' ? 'selenium/window-size' : 'selenium/unsupported-command',
      );
      return value(text(''), { t: 'source', what: 'removed', data: undefined });
    case 'flow':
      switch (command.what) {
        case 'find':
        case 'find-all': {
          const form = locatorOf(node.arguments[0], cx);
          if (!form)
            return value(text(cx.original(node)), { t: 'source', what: 'todo', data: undefined });
          return find(cx.pageOf(driver), form, command.what === 'find-all');
        }
        case 'wait':
          return waitRule(driver, node, cx);
        case 'quit': {
          cx.report(node, 'selenium/driver-lifecycle');
          // A page shared by a describe closes its context where the driver quit; the fixture closes itself.
          const page = cx.topPageOf(driver);
          if (page.k === 'id' && page.name !== 'page')
            return value(method(method(page, 'context'), 'close'), { t: 'promise' });
          return value(text(''), { t: 'source', what: 'removed', data: undefined });
        }
        case 'implicit-wait':
        case 'timeouts':
          return timeoutsRule(driver, command.what, node, cx);
        case 'frame':
        case 'parent-frame':
        case 'default-content':
          return frameSwitch(driver, command.what, node, cx);
        case 'window':
          return windowSwitch(driver, node, cx);
        case 'new-window':
          return newWindow(driver, node, cx);
        case 'alert':
          return alertValue(driver, node, cx);
        case 'actions':
          return actionsValue(driver, node, cx);
        case 'active-element':
          return value(method(cx.pageOf(driver), 'locator', text("'*:focus'")), {
            t: 'locator',
            firstMatch: false,
          });
      }
  }
}

/** An object literal of plain properties as a code tree, so the table can read its keys. */
function objectCode(node: ts.Expression, cx: RuleContext): Code | undefined {
  if (!ts.isObjectLiteralExpression(node)) return undefined;
  const entries: (readonly [string, Code])[] = [];
  for (const p of node.properties) {
    if (ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)))
      entries.push([p.name.text, text(cx.emit(p.initializer))]);
    else if (ts.isShorthandPropertyAssignment(p))
      entries.push([p.name.text, text(cx.emit(p.name))]);
    else return undefined;
  }
  return { k: 'object', entries };
}

/**
 * Script arguments: a function keeps its text (converted inside), elements are handed over as
 * element handles (a locator cannot cross into the page).
 */
function scriptArgs(node: ts.CallExpression, cx: RuleContext) {
  return node.arguments.map((a, i) => {
    if (i === 0 && (ts.isFunctionExpression(a) || ts.isArrowFunction(a)))
      return text(cx.original(a));
    if (i === 0 && (ts.isStringLiteral(a) || ts.isNoSubstitutionTemplateLiteral(a)))
      return str(a.text);
    const v = cx.expr(a);
    if (v.shape.t === 'locator') return awaited(method(locatorCode(v), 'elementHandle'));
    return settle(v);
  });
}
