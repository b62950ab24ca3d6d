/**
 * Waits: `browser.wait(condition, timeout, message)` with every ExpectedConditions member, custom
 * condition functions and promises, and `browser.sleep`. A condition on an element or the page
 * becomes the web-first assertion that waits for the same thing (`visibilityOf` → `toBeVisible`,
 * `urlContains` → `toHaveURL(/…/)`); combinations and custom functions are polled with
 * `expect.poll`. Semantics follow `built/expectedConditions.js`: `invisibilityOf` also holds when
 * the element is absent, `textToBePresentInElement` is a substring test on the visible text.
 */
import ts from 'typescript';
import type { RuleContext } from './context.js';
import { out, statements, unknown, type Condition, type Out } from './kinds.js';
import { conditionAssertions, conditionByName, conditionTest } from './condition-table.js';
import { expectPoll, expectWebFirst } from '../../playwright/assertions.js';
import { arrow, call, id, print, text } from '../../playwright/code.js';

/** `EC.visibilityOf(el)` and the other members: a symbolic condition. */
export function conditionCall(
  node: ts.CallExpression,
  receiver: Out,
  name: string,
  cx: RuleContext,
): Out | undefined {
  if (receiver.kind.type !== 'global' || receiver.kind.name !== 'EC') return undefined;
  const entry = conditionByName.get(name);
  if (!entry) {
    cx.todo(node, 'protractor/waits/unsupported-condition', name);
    return out(cx.original(node));
  }
  const condition: Condition = { name };
  if (name === 'not' || name === 'and' || name === 'or') {
    condition.operands = node.arguments.map((a) => asCondition(a, cx));
  } else if (entry.element) {
    const el = node.arguments[0];
    if (el) {
      const located = cx.expr(el);
      condition.locator = cx.locatorText(located);
    }
    const second = node.arguments[1];
    if (second) {
      condition.arg = cx.emit(second);
      condition.argNode = second;
    }
  } else {
    condition.page = cx.pageRef();
    const first = node.arguments[0];
    if (first) {
      condition.arg = cx.emit(first);
      condition.argNode = first;
    }
  }
  return out(cx.original(node), { type: 'condition', condition });
}

function asCondition(node: ts.Expression, cx: RuleContext): Condition {
  const o = cx.expr(node);
  if (o.kind.type === 'condition') return o.kind.condition;
  if (o.kind.type === 'promise') return { name: 'custom', custom: `() => ${o.text}` };
  return { name: 'custom', custom: cx.settle(o, node) };
}

/** A condition used as a value (passed to a helper): an async function like Protractor's. */
export function conditionAsFunction(c: Condition, cx: RuleContext): string {
  const test = conditionTest(c, cx);
  if (!test) return 'async () => false';
  return print(arrow([], test.code, true));
}

/**
 * `condition.call()`: Protractor evaluates the condition once, a promise of a boolean (reads that
 * are polled when asserted, as Protractor waited for Angular before each).
 */
export function conditionMethod(
  node: ts.CallExpression,
  receiver: Out,
  name: string,
  cx: RuleContext,
): Out | undefined {
  if (receiver.kind.type !== 'condition' || name !== 'call' || node.arguments.length)
    return undefined;
  const c = receiver.kind.condition;
  const boolean = { type: 'promise', of: { type: 'value', of: 'boolean' } } as const;
  const test = conditionTest(c, cx);
  if (!test) {
    cx.todo(node, 'protractor/waits/unsupported-condition', c.name);
    return out(`(${conditionAsFunction(c, cx)})()`, boolean);
  }
  const callee = node.expression;
  const held = ts.isPropertyAccessExpression(callee) ? callee.expression : undefined;
  if (held && ts.isIdentifier(held) && heldAsFunction(held, cx))
    // The variable now holds the condition as an async function: call it.
    return out(`${held.text}()`, { ...boolean, pollable: true, poll: id(held.text) });
  const single = test.awaited;
  if (single) return out(print(single), { ...boolean, pollable: true });
  const fn = arrow([], test.code, true);
  return out(print(call(fn)), { ...boolean, pollable: true, poll: fn });
}

/**
 * Whether `id` (whose kind is a condition) names a variable that keeps the condition it was
 * initialised with, now emitted as an async function.
 */
function heldAsFunction(id: ts.Identifier, cx: RuleContext): boolean {
  const decl = cx.declarationOf(id);
  if (!decl || !ts.isVariableDeclaration(decl) || !decl.initializer) return false;
  return !cx.isReassigned(decl);
}

/** `browser.wait(condition, timeout, message)`. */
export function browserWait(node: ts.CallExpression, cx: RuleContext): Out {
  const [conditionNode, timeoutNode, messageNode] = node.arguments;
  if (!conditionNode) return out(cx.original(node));
  const timeout = timeoutNode ? cx.emit(timeoutNode) : undefined;
  const message = messageNode ? cx.emit(messageNode) : undefined;
  const condition = cx.expr(conditionNode);

  if (condition.kind.type === 'condition') {
    const c = condition.kind.condition;
    if (c.name === 'alertIsPresent') {
      cx.todo(node, 'protractor/waits/alert-is-present');
      return out(cx.original(node));
    }
    // `EC.not(EC.alertIsPresent())`: no dialog stands open here (each is answered by its handler,
    // or dismissed by Playwright, before the action that opened it returns), so it holds at once.
    if (c.name === 'not' && c.operands?.[0]?.name === 'alertIsPresent' && !valueUsed(node)) {
      cx.diag(node, 'protractor/waits/alert-gone');
      return out('', statements);
    }
    const asserted = conditionAssertions(c, cx);
    // Protractor's wait resolves to the condition's value, true once an EC condition holds.
    const used = valueUsed(node);
    if (asserted) {
      const lines = asserted.map(({ target, matcher, not, arg }) => {
        const code = expectWebFirst(cx.out, target, matcher, arg ? [arg] : [], {
          negated: not === true,
          ...(message ? { message: text(message) } : {}),
          ...(timeout ? { timeout: text(timeout) } : {}),
        });
        // Awaited (or chained) where it is used.
        return print(code.k === 'await' ? code.expr : code);
      });
      if (lines.length === 1)
        return used
          ? out(`${lines[0] as string}.then(() => true)`, { type: 'promise', of: boolean })
          : out(lines[0] as string, { type: 'promise', of: unknown });
      if (used)
        return out(
          `(async () => {\n${lines.map((l) => `await ${l};`).join('\n')}\nreturn true;\n})()`,
          { type: 'promise', of: boolean },
        );
      return out(lines.map((l) => `${cx.awaitText(l)};`).join('\n'), statements);
    }
    const test = conditionTest(c, cx);
    if (test) {
      const polled = poll(print(arrow([], test.code, true)), timeout, message, cx);
      return used
        ? out(`${polled.text}.then(() => true)`, { type: 'promise', of: boolean })
        : polled;
    }
    cx.todo(node, 'protractor/waits/unsupported-condition', c.name);
    return out(cx.original(node));
  }
  if (condition.kind.type === 'promise') {
    // Waiting on a promise waits for it to resolve.
    return out(condition.text, condition.kind);
  }
  cx.diag(node, 'protractor/waits/custom-condition');
  const polled = poll(cx.settle(condition, conditionNode), timeout, message, cx);
  // Protractor's wait resolved to the condition's value: `true` for a yes/no condition.
  const returns = cx.state.declKinds.get(conditionNode);
  const yesNo =
    returns?.type === 'function' &&
    returns.returns.type === 'value' &&
    returns.returns.of === 'boolean';
  return yesNo && valueUsed(node)
    ? out(`${polled.text}.then(() => true)`, { type: 'promise', of: boolean })
    : polled;
}

const boolean = { type: 'value', of: 'boolean' } as const;

/** Whether the value of `node` is used: returned, assigned, passed on (not a statement of its own). */
function valueUsed(node: ts.Expression): boolean {
  let current: ts.Node = node;
  while (ts.isAwaitExpression(current.parent) || ts.isParenthesizedExpression(current.parent))
    current = current.parent;
  const parent = current.parent;
  return !ts.isExpressionStatement(parent) && !ts.isArrowFunction(parent);
}

/** `expect.poll(fn, { message, timeout }).toBeTruthy()`, built by the output layer (not awaited yet). */
function poll(
  fn: string,
  timeout: string | undefined,
  message: string | undefined,
  cx: RuleContext,
): Out {
  const code = expectPoll(cx.out, { fn: text(fn) }, 'toBeTruthy', [], {
    ...(message ? { message: text(message) } : {}),
    ...(timeout ? { timeout: text(timeout) } : {}),
  });
  return out(print(code.k === 'await' ? code.expr : code), { type: 'promise', of: unknown });
}

/** `browser.sleep(ms)`. */
export function browserSleep(node: ts.CallExpression, cx: RuleContext): Out {
  cx.diag(node, 'protractor/waits/sleep');
  const ms = node.arguments[0] ? cx.emit(node.arguments[0]) : '0';
  return out(`${cx.pageRef()}.waitForTimeout(${ms})`, { type: 'promise', of: unknown });
}
