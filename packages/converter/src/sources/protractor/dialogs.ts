/**
 * Alerts. Protractor switches to an alert after the action that opened it; Playwright dismisses a
 * dialog nobody listens for, and an action that opens a dialog does not finish until the dialog is
 * handled. So the sequence
 *
 *   button.click();
 *   browser.wait(EC.alertIsPresent(), 5000);        // optional
 *   var alert = browser.switchTo().alert();
 *   expect(alert.getText()).toEqual('Hello');
 *   alert.accept();
 *
 * is reordered: a `page.once('dialog', …)` handler registered before the click records the text
 * and accepts (or dismisses, or answers a prompt), and the assertions run after the click. The
 * alert may also be handled in `switchTo().alert().then((alert) => …)` or in a `.then` of the wait,
 * and its text read into a variable (`const text = await alert.getText()`).
 */
import ts from 'typescript';
import type { RuleContext } from './context.js';
import { alertWait, bodyStatements, isBrowser, type AlertWait } from './alert-waits.js';
import { alternativeTest } from './condition-table.js';
import { expectPoll } from '../../playwright/assertions.js';
import {
  arrow,
  assign,
  awaited,
  call,
  exprStatement,
  id,
  method,
  object,
  print,
  printStatement,
  str,
  text,
  voided,
  type Code,
  type Statement,
} from '../../playwright/code.js';

type StatementResult = { text: string; consumed: number } | undefined;

/** `browser.switchTo().alert()` (also on `browser.driver`). */
function isSwitchToAlert(node: ts.Expression): boolean {
  if (
    !ts.isCallExpression(node) ||
    !ts.isPropertyAccessExpression(node.expression) ||
    node.expression.name.text !== 'alert'
  )
    return false;
  const switchTo = node.expression.expression;
  return (
    ts.isCallExpression(switchTo) &&
    ts.isPropertyAccessExpression(switchTo.expression) &&
    switchTo.expression.name.text === 'switchTo' &&
    isBrowser(switchTo.expression.expression)
  );
}

function unwrap(node: ts.Expression): ts.Expression {
  let n = node;
  while (ts.isAwaitExpression(n) || ts.isParenthesizedExpression(n)) n = n.expression;
  return n;
}

type AlertOp =
  | { kind: 'accept' | 'dismiss' }
  | { kind: 'sendKeys'; value: ts.Expression }
  | { kind: 'expectText'; statement: ts.ExpressionStatement; expectCall: ts.CallExpression }
  | { kind: 'readText'; statement: ts.VariableStatement; name: string };

/** `alert.getText()` on the alert variable or a direct `switchTo().alert()`. */
function isAlertText(node: ts.Expression | undefined, alertName: string | undefined) {
  if (!node) return false;
  const n = unwrap(node);
  return (
    ts.isCallExpression(n) &&
    ts.isPropertyAccessExpression(n.expression) &&
    n.expression.name.text === 'getText' &&
    isAlert(n.expression.expression, alertName)
  );
}

/** The alert: the variable that holds it, or a direct `switchTo().alert()`. */
function isAlert(node: ts.Expression, alertName: string | undefined): boolean {
  const n = unwrap(node);
  return (
    (alertName !== undefined && ts.isIdentifier(n) && n.text === alertName) || isSwitchToAlert(n)
  );
}

/** What one statement does with the alert (`alert` variable or a direct `switchTo().alert()`). */
function alertOp(s: ts.Statement, alertName: string | undefined): AlertOp | undefined {
  // const text = await alert.getText();
  if (ts.isVariableStatement(s) && s.declarationList.declarations.length === 1) {
    const d = s.declarationList.declarations[0] as ts.VariableDeclaration;
    if (ts.isIdentifier(d.name) && isAlertText(d.initializer, alertName))
      return { kind: 'readText', statement: s, name: d.name.text };
    return undefined;
  }
  const expression = ts.isExpressionStatement(s)
    ? s.expression
    : ts.isReturnStatement(s)
      ? s.expression
      : undefined;
  if (!expression) return undefined;
  const e = unwrap(expression);
  if (
    ts.isCallExpression(e) &&
    ts.isPropertyAccessExpression(e.expression) &&
    isAlert(e.expression.expression, alertName)
  ) {
    const name = e.expression.name.text;
    if (name === 'accept' || name === 'dismiss') return { kind: name };
    if (name === 'sendKeys' && e.arguments[0]) return { kind: 'sendKeys', value: e.arguments[0] };
    return undefined;
  }
  if (!ts.isExpressionStatement(s)) return undefined;
  // expect(alert.getText()).toEqual(x)
  let call: ts.Expression = e;
  while (ts.isCallExpression(call) || ts.isPropertyAccessExpression(call)) {
    if (
      ts.isCallExpression(call) &&
      ts.isIdentifier(call.expression) &&
      call.expression.text === 'expect'
    ) {
      return isAlertText(call.arguments[0], alertName)
        ? { kind: 'expectText', statement: s, expectCall: call }
        : undefined;
    }
    call = call.expression;
  }
  return undefined;
}

/** `var alert = browser.switchTo().alert();` → the variable name. */
function alertDeclaration(s: ts.Statement): string | undefined {
  if (!ts.isVariableStatement(s) || s.declarationList.declarations.length !== 1) return undefined;
  const d = s.declarationList.declarations[0] as ts.VariableDeclaration;
  if (!d.initializer || !ts.isIdentifier(d.name) || !isSwitchToAlert(unwrap(d.initializer)))
    return undefined;
  return d.name.text;
}

/** `browser.switchTo().alert().then(function (alert) { … })` → the parameter and the statements. */
function alertCallback(
  s: ts.Statement,
): { name: string; statements: readonly ts.Statement[] } | undefined {
  if (!ts.isExpressionStatement(s)) return undefined;
  const e = unwrap(s.expression);
  if (
    !ts.isCallExpression(e) ||
    !ts.isPropertyAccessExpression(e.expression) ||
    e.expression.name.text !== 'then' ||
    !isSwitchToAlert(e.expression.expression)
  )
    return undefined;
  const callback = e.arguments[0];
  if (!callback || !(ts.isFunctionExpression(callback) || ts.isArrowFunction(callback)))
    return undefined;
  const param = callback.parameters[0];
  if (!param || !ts.isIdentifier(param.name)) return undefined;
  return { name: param.name.text, statements: bodyStatements(callback) };
}

/** Alert operations from `list[start]` on: the ops and how many statements they took. */
function readOps(
  list: readonly ts.Statement[],
  start: number,
  alertName: string | undefined,
): { ops: AlertOp[]; end: number } {
  const ops: AlertOp[] = [];
  let i = start;
  for (; i < list.length; i++) {
    const op = alertOp(list[i] as ts.Statement, alertName);
    if (!op) break;
    ops.push(op);
    if (op.kind === 'accept' || op.kind === 'dismiss') {
      i++;
      break;
    }
  }
  return { ops, end: i };
}

/** The alert handling after the wait: a declaration and ops, or a `then` callback. */
function readHandling(
  list: readonly ts.Statement[],
  start: number,
): { alertName?: string; ops: AlertOp[]; end: number } {
  const first = list[start];
  const callback = first && alertCallback(first);
  if (callback) {
    const { ops, end } = readOps(callback.statements, 0, callback.name);
    // Statements of the callback that are not alert handling: leave the sequence alone.
    if (end < callback.statements.length) return { ops: [], end: start };
    return { alertName: callback.name, ops, end: start + 1 };
  }
  const alertName = first ? alertDeclaration(first) : undefined;
  const from = alertName ? start + 1 : start;
  const { ops, end } = readOps(list, from, alertName);
  return { ...(alertName ? { alertName } : {}), ops, end };
}

/** Statement rule: an action followed by alert handling. */
export function dialogSequence(
  list: readonly ts.Statement[],
  index: number,
  cx: RuleContext,
): StatementResult {
  const trigger = list[index];
  // Most projects never open an alert, and this rule asks at every statement.
  if (!trigger || !cx.state.mentionsAlerts || !ts.isExpressionStatement(trigger)) return undefined;
  // Sleeps before the alert is handled ran while it stood open; here they run once it is answered.
  // Kept as index ranges: this runs for every statement, and most are no alert's trigger.
  let i = sleepsFrom(list, index + 1);
  const sleptBeforeWait = i - index - 1;
  if (!list[i]) return undefined;
  const wait = alertWait(list[i], cx);
  const waitAt = i;
  if (wait) i = sleepsFrom(list, i + 1);
  const sleptAfterWait = wait ? i - waitAt - 1 : 0;
  let handling: { alertName?: string; ops: AlertOp[]; end: number };
  if (wait?.then) {
    handling = readHandling(wait.then, 0);
    if (handling.end < wait.then.length) return undefined;
    handling.end = i;
  } else {
    handling = readHandling(list, i);
  }
  const { alertName, ops } = handling;
  if (ops.length === 0 && !alertName && !wait) return undefined;
  if (ops.length === 0 && !alertName && !wait?.then) {
    // A wait the alert is not handled after: the sleeps are not part of the sequence, and only a
    // test that ends there is said (WebDriver's next command fails on the open alert, where
    // Playwright would have dismissed it).
    if (sleptBeforeWait + sleptAfterWait > 0 || handling.end < list.length) return undefined;
  }
  // Asked last: what follows a statement is rarely an alert, and the trigger must not be one.
  if (alertOp(trigger, undefined) || alertCallback(trigger) || alertWait(trigger, cx))
    return undefined;
  const text = emitSequence(trigger, wait, alertName, ops, cx);
  const sleeps = [
    ...list.slice(index + 1, index + 1 + sleptBeforeWait),
    ...list.slice(waitAt + 1, waitAt + 1 + sleptAfterWait),
  ];
  const after = sleeps.map((s) => cx.statement(s));
  return { text: [text, ...after].join('\n'), consumed: handling.end - index };
}

/** The index of the first statement from `start` on that is not a `browser.sleep`. */
function sleepsFrom(list: readonly ts.Statement[], start: number): number {
  let i = start;
  while (list[i] && isSleep(list[i] as ts.Statement)) i++;
  return i;
}

/** `browser.sleep(ms)`. */
function isSleep(s: ts.Statement): boolean {
  if (!ts.isExpressionStatement(s)) return false;
  const e = unwrap(s.expression);
  return (
    ts.isCallExpression(e) &&
    ts.isPropertyAccessExpression(e.expression) &&
    e.expression.name.text === 'sleep' &&
    isBrowser(e.expression.expression)
  );
}

function emitSequence(
  trigger: ts.ExpressionStatement,
  wait: AlertWait | undefined,
  alertName: string | undefined,
  ops: AlertOp[],
  cx: RuleContext,
): string {
  const page = text(cx.pageRef());
  const param = alertName ?? 'dialog';
  const promptValue = ops.find(
    (o): o is Extract<AlertOp, { kind: 'sendKeys' }> => o.kind === 'sendKeys',
  );
  const close = ops.find((o) => o.kind === 'accept' || o.kind === 'dismiss');
  const answer = (name: string): Code =>
    close?.kind === 'accept'
      ? method(id(name), 'accept', ...(promptValue ? [text(cx.emit(promptValue.value))] : []))
      : method(id(name), 'dismiss');
  /** `page.once('dialog', (name) => void name.accept())`. */
  const handler = (name: string, before: Statement[] = []): Statement =>
    exprStatement(
      method(
        page,
        'once',
        str('dialog'),
        arrow(
          [name],
          before.length ? [...before, exprStatement(voided(answer(name)))] : voided(answer(name)),
        ),
      ),
    );
  const reads = ops.filter(
    (o): o is Extract<AlertOp, { kind: 'expectText' | 'readText' }> =>
      o.kind === 'expectText' || o.kind === 'readText',
  );
  const triggerStatement: Statement = { k: 'raw', text: cx.statement(trigger) };
  if (!wait && reads.length === 0)
    return [handler(param), triggerStatement].map(printStatement).join('\n');
  const timeout = wait?.timeout ? text(cx.emit(wait.timeout)) : undefined;
  const alternatives = wait?.alternatives.length ? alternativeTest(wait.alternatives, cx) : '';
  const needsDialog = reads.length > 0 || alertName !== undefined || !alternatives;
  const lines: Statement[] = [];
  cx.markAwait();
  // The dialog may open after the action returns (a timer): wait for it, and answer it at once
  // so the action is not blocked by an open dialog.
  const promiseName = cx.freshName(`${param}Opened`);
  if (needsDialog)
    lines.push({
      k: 'const',
      name: promiseName,
      init: method(page, 'waitForEvent', str('dialog'), ...(timeout ? [object({ timeout })] : [])),
    });
  if (alternatives) {
    // `EC.or(EC.alertIsPresent(), …)`: the wait ends with the dialog or with another condition,
    // checked in Protractor's order (the alert first).
    const shown = cx.freshName('dialogShown');
    lines.push({ k: 'let', name: shown, init: text('false') });
    lines.push(handler('dialog', [exprStatement(assign(id(shown), text('true')))]));
    lines.push(triggerStatement);
    const polled = arrow([], text(`${shown} || ${alternatives}`), true);
    lines.push(exprStatement(expectPoll(cx.out, { fn: polled }, 'toBeTruthy', [], { timeout })));
  } else {
    lines.push(handler('dialog'));
    lines.push(triggerStatement);
  }
  if (reads.length || alertName)
    lines.push({ k: 'const', name: param, init: awaited(id(promiseName)) });
  else if (needsDialog) lines.push(exprStatement(awaited(id(promiseName))));
  const message = method(id(param), 'message');
  for (const o of reads) {
    if (o.kind === 'readText') {
      // `var`/`let`/`const` as the original declared it.
      const keyword = cx.original(o.statement.declarationList).split(/\s/)[0] ?? 'const';
      lines.push({ k: 'raw', text: `${keyword} ${o.name} = ${print(message)};` });
      continue;
    }
    // The matcher and its arguments as the original wrote them (Jasmine's and Playwright's agree).
    const statementText = cx.original(o.statement.expression);
    const start = o.statement.expression.getStart(cx.sf);
    const rest = statementText.slice(o.expectCall.end - start);
    const label = o.expectCall.arguments[1];
    const expectCall = call(
      cx.out.playwright('expect'),
      message,
      ...(label ? [text(cx.emit(label))] : []),
    );
    lines.push({ k: 'raw', text: `${print(expectCall)}${rest};` });
  }
  return lines.map(printStatement).join('\n');
}
