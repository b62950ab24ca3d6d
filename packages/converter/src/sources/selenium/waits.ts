/**
 * `driver.wait(condition, timeout, message)`: every `until` condition through the shared table
 * (`webdriver/conditions.ts`) becomes a web-first assertion that waits as long; a custom condition
 * (a function, a `Condition`) is polled with `expect.poll`. Implicit waits go (Playwright waits
 * for elements by itself); page-load timeouts become the navigation timeout.
 */
import ts from 'typescript';
import { awaited, method, print, str, text, type Code } from '../../playwright/code.js';
import { expectPoll, expectWebFirst, substringRegex } from '../../playwright/assertions.js';
import { locatorCode, value, type Value } from '../../playwright/values.js';
import { conditions, seleniumUntil, type ConditionId } from '../../webdriver/conditions.js';
import { bindingOf, unwrap } from './analysis.js';
import type { RuleContext } from './context.js';
import { frameTarget, helpersInFrame, switchesBackLater } from './flow.js';
import { leftForCaller } from './frame-callers.js';
import { find, locatorOf } from './locate.js';

export interface ConditionData {
  id: ConditionId;
  node: ts.CallExpression;
}

export function untilCall(name: string, node: ts.CallExpression, cx: RuleContext): Value {
  const id = seleniumUntil[name];
  if (!id) return cx.todo(node, 'selenium/unsupported-condition', `until.${name}`);
  return value(text(cx.original(node)), {
    t: 'source',
    what: 'condition',
    data: { id, node } satisfies ConditionData,
  });
}

/** Whether the value of `node` is used (assigned, returned) rather than awaited as a statement. */
function valueUsed(node: ts.Node): boolean {
  let e: ts.Node = node;
  while (ts.isAwaitExpression(e.parent) || ts.isParenthesizedExpression(e.parent)) e = e.parent;
  return !ts.isExpressionStatement(e.parent);
}

export function waitRule(driver: ts.Expression, node: ts.CallExpression, cx: RuleContext): Value {
  const [conditionNode, timeoutNode, messageNode] = node.arguments;
  if (!conditionNode) return cx.todo(node, 'selenium/unsupported-condition');
  // `new Condition('the title', fn)`: the function, with its description as the message.
  const made = conditionFunction(conditionNode, cx);
  const fn = made?.fn;
  const message = messageNode ?? made?.message;
  const options = {
    ...(timeoutNode ? { timeout: cx.settle(timeoutNode) } : {}),
    ...(message ? { message: cx.settle(message) } : {}),
  };
  if (fn) {
    cx.report(conditionNode, 'selenium/custom-condition');
    const param = fn.parameters[0];
    if (param) cx.aliasDriver(param, cx.topPageOf(driver));
    const body = fn.body;
    const read = ts.isBlock(body)
      ? { fn: text(`async () => ${cx.functionBody(fn)}`) }
      : cx.settle(body);
    const poll = expectPoll(cx.out, read, 'toBeTruthy', [], options);
    if (valueUsed(node)) cx.report(node, 'selenium/custom-condition', 'its value is not returned');
    return value(poll, { t: 'value' });
  }
  const condition = cx.expr(conditionNode);
  if (condition.shape.t !== 'source' || condition.shape.what !== 'condition') {
    if (condition.shape.t === 'source' && condition.shape.what === 'todo') return condition;
    // a promise or a `Condition` object: polled until truthy
    cx.report(conditionNode, 'selenium/custom-condition');
    return value(expectPoll(cx.out, awaited(condition.code), 'toBeTruthy', [], options), {
      t: 'value',
    });
  }
  const { id, node: untilNode } = condition.shape.data as ConditionData;
  const form = conditions[id];
  const [first, second] = untilNode.arguments;
  const assertion = { ...options, ...(form.negated ? { negated: true } : {}) };
  switch (form.subject) {
    case 'page': {
      const page = cx.topPageOf(driver);
      const literal =
        first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first))
          ? first.text
          : undefined;
      if (form.argument === 'substring' && literal === undefined) {
        // a dynamic substring: read the title or URL again until it contains it
        const read =
          form.matcher === 'toHaveTitle' ? awaited(method(page, 'title')) : method(page, 'url');
        return value(
          expectPoll(cx.out, read, 'toContain', [first ? cx.settle(first) : str('')], options),
          { t: 'value' },
        );
      }
      const expected: Code =
        form.argument === 'substring'
          ? substringRegex(literal ?? '')
          : first
            ? cx.settle(first)
            : str('');
      return value(expectWebFirst(cx.out, page, form.matcher as string, [expected], assertion), {
        t: 'value',
      });
    }
    case 'by': {
      const located = locatorOf(first, cx);
      if (!located)
        return value(text(cx.original(node)), { t: 'source', what: 'todo', data: undefined });
      const element = find(cx.pageOf(driver), located, form.yields === 'elements');
      const check = expectWebFirst(
        cx.out,
        element.shape.t === 'locators' ? method(element.code, 'first') : locatorCode(element),
        form.matcher as string,
        [],
        assertion,
      );
      if (!valueUsed(node)) return value(check, { t: 'value' });
      cx.before(`${print(check)};`);
      return element.shape.t === 'locators'
        ? value(awaited(method(element.code, 'all')), { t: 'locator-array' })
        : element;
    }
    case 'element': {
      if (id === 'stale') cx.report(untilNode, 'selenium/staleness');
      const element = first ? cx.expr(first) : undefined;
      if (!element || (element.shape.t !== 'locator' && element.shape.t !== 'locators'))
        return cx.todo(
          node,
          'selenium/unsupported-condition',
          `until.${untilName(id)} of a value that is not an element`,
        );
      const target = locatorCode(element);
      const args = second ? [cx.settle(second)] : [];
      const check = expectWebFirst(cx.out, target, form.matcher as string, args, assertion);
      if (!valueUsed(node)) return value(check, { t: 'value' });
      cx.before(`${print(check)};`);
      return element;
    }
    case 'frame': {
      const leftInFrame =
        !cx.inTestOrHook && !switchesBackLater(node) && !leftForCaller(node, first);
      if (leftInFrame || helpersInFrame(node, cx)) return cx.todo(node, 'selenium/frame-context');
      const frame = first ? frameTarget(driver, first, cx) : undefined;
      if (!frame) return cx.todo(node, 'selenium/unsupported-condition', 'ableToSwitchToFrame');
      cx.switchFrame(driver, frame.frame);
      return value(expectWebFirst(cx.out, frame.element, 'toBeAttached', [], options), {
        t: 'value',
      });
    }
    case 'alert':
      return cx.todo(node, 'selenium/alert');
  }
}

/** A condition written as a function, or as `new Condition(message, function)` of Selenium. */
function conditionFunction(
  node: ts.Expression,
  cx: RuleContext,
): { fn: ts.FunctionExpression | ts.ArrowFunction; message?: ts.Expression } | undefined {
  const e = unwrap(node);
  if (ts.isFunctionExpression(e) || ts.isArrowFunction(e)) return { fn: e };
  if (!ts.isNewExpression(e) || bindingOf(cx.facts.checker, e.expression)?.name !== 'Condition')
    return undefined;
  const [message, fn] = e.arguments ?? [];
  if (!fn || !(ts.isFunctionExpression(fn) || ts.isArrowFunction(fn))) return undefined;
  return { fn, ...(message ? { message } : {}) };
}

function untilName(id: ConditionId): string {
  return Object.entries(seleniumUntil).find(([, v]) => v === id)?.[0] ?? id;
}

/** `manage().setTimeouts({ implicit, pageLoad, script })`, `timeouts().implicitlyWait(n)`. */
export function timeoutsRule(
  driver: ts.Expression,
  what: 'implicit-wait' | 'timeouts',
  node: ts.CallExpression,
  cx: RuleContext,
): Value {
  const removed = value(text(''), { t: 'source', what: 'removed', data: undefined });
  if (what === 'implicit-wait') {
    cx.report(node, 'selenium/implicit-wait');
    return removed;
  }
  const callee = node.expression as ts.PropertyAccessExpression;
  const arg = node.arguments[0];
  if (callee.name.text === 'pageLoadTimeout' && arg)
    return value(method(cx.topPageOf(driver), 'setDefaultNavigationTimeout', cx.settle(arg)), {
      t: 'value',
    });
  if (callee.name.text === 'setScriptTimeout') {
    cx.report(node, 'selenium/implicit-wait', 'script timeout');
    return removed;
  }
  if (!arg || !ts.isObjectLiteralExpression(arg))
    return cx.todo(node, 'selenium/unsupported-command', 'setTimeouts with a computed value');
  const statements: Code[] = [];
  for (const prop of arg.properties) {
    if (!ts.isPropertyAssignment(prop) || !ts.isIdentifier(prop.name))
      return cx.todo(node, 'selenium/unsupported-command', 'setTimeouts with a computed value');
    if (prop.name.text === 'pageLoad')
      statements.push(
        method(cx.topPageOf(driver), 'setDefaultNavigationTimeout', cx.settle(prop.initializer)),
      );
    else cx.report(prop, 'selenium/implicit-wait', `${prop.name.text} timeout`);
  }
  if (statements.length === 0) return removed;
  for (const s of statements.slice(0, -1)) cx.before(`${print(s)};`);
  return value(statements[statements.length - 1] as Code, { t: 'value' });
}
