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
 * and accepts (or dismisses, or answers a prompt), and the assertions run after the click.
 */
import ts from 'typescript';
import type { FileConverter } from './file-converter.js';

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

function isBrowser(node: ts.Expression): boolean {
  if (ts.isIdentifier(node)) return node.text === 'browser';
  if (ts.isPropertyAccessExpression(node))
    return node.name.text === 'driver' && isBrowser(node.expression);
  return false;
}

/** `browser.wait(EC.alertIsPresent(), …)`. */
function isAlertWait(s: ts.Statement): boolean {
  if (!ts.isExpressionStatement(s)) return false;
  let e = s.expression;
  if (ts.isAwaitExpression(e)) e = e.expression;
  if (
    !ts.isCallExpression(e) ||
    !ts.isPropertyAccessExpression(e.expression) ||
    e.expression.name.text !== 'wait'
  )
    return false;
  const condition = e.arguments[0];
  return (
    !!condition &&
    ts.isCallExpression(condition) &&
    ts.isPropertyAccessExpression(condition.expression) &&
    condition.expression.name.text === 'alertIsPresent'
  );
}

type AlertOp =
  | { kind: 'accept' | 'dismiss' }
  | { kind: 'sendKeys'; value: ts.Expression }
  | { kind: 'expectText'; statement: ts.ExpressionStatement; expectCall: ts.CallExpression };

/** What one statement does with the alert (`alert` variable or a direct `switchTo().alert()`). */
function alertOp(s: ts.Statement, alertName: string | undefined): AlertOp | undefined {
  if (!ts.isExpressionStatement(s)) return undefined;
  let e = s.expression;
  if (ts.isAwaitExpression(e)) e = e.expression;
  const isAlert = (node: ts.Expression): boolean => {
    let n = node;
    if (ts.isAwaitExpression(n)) n = n.expression;
    if (ts.isParenthesizedExpression(n)) n = n.expression;
    return (
      (alertName !== undefined && ts.isIdentifier(n) && n.text === alertName) || isSwitchToAlert(n)
    );
  };
  if (
    ts.isCallExpression(e) &&
    ts.isPropertyAccessExpression(e.expression) &&
    isAlert(e.expression.expression)
  ) {
    const name = e.expression.name.text;
    if (name === 'accept' || name === 'dismiss') return { kind: name };
    if (name === 'sendKeys' && e.arguments[0]) return { kind: 'sendKeys', value: e.arguments[0] };
    return undefined;
  }
  // expect(alert.getText()).toEqual(x)
  let call: ts.Expression = e;
  while (ts.isCallExpression(call) || ts.isPropertyAccessExpression(call)) {
    if (
      ts.isCallExpression(call) &&
      ts.isIdentifier(call.expression) &&
      call.expression.text === 'expect'
    ) {
      let actual = call.arguments[0];
      if (actual && ts.isAwaitExpression(actual)) actual = actual.expression;
      if (
        actual &&
        ts.isCallExpression(actual) &&
        ts.isPropertyAccessExpression(actual.expression) &&
        actual.expression.name.text === 'getText' &&
        isAlert(actual.expression.expression)
      ) {
        return { kind: 'expectText', statement: s, expectCall: call };
      }
      return undefined;
    }
    call = call.expression;
  }
  return undefined;
}

/** The timeout of `browser.wait(EC.alertIsPresent(), timeout)`. */
function waitTimeout(wait: ts.Statement | undefined, cx: FileConverter): string | undefined {
  if (!wait || !ts.isExpressionStatement(wait)) return undefined;
  let e = wait.expression;
  if (ts.isAwaitExpression(e)) e = e.expression;
  const timeout = ts.isCallExpression(e) ? e.arguments[1] : undefined;
  return timeout ? cx.emit(timeout) : undefined;
}

/** `var alert = browser.switchTo().alert();` → the variable name. */
function alertDeclaration(s: ts.Statement): string | undefined {
  if (!ts.isVariableStatement(s) || s.declarationList.declarations.length !== 1) return undefined;
  const d = s.declarationList.declarations[0] as ts.VariableDeclaration;
  let init = d.initializer;
  if (init && ts.isAwaitExpression(init)) init = init.expression;
  if (!init || !ts.isIdentifier(d.name) || !isSwitchToAlert(init)) return undefined;
  return d.name.text;
}

/** Statement rule: an action followed by alert handling. */
export function dialogSequence(
  list: readonly ts.Statement[],
  index: number,
  cx: FileConverter,
): StatementResult {
  const trigger = list[index];
  if (
    !trigger ||
    !ts.isExpressionStatement(trigger) ||
    alertOp(trigger, undefined) ||
    isAlertWait(trigger)
  )
    return undefined;
  let i = index + 1;
  const next = list[i];
  if (!next) return undefined;
  const wait = isAlertWait(next) ? next : undefined;
  if (wait) i++;
  const declaration = list[i];
  let alertName: string | undefined;
  if (declaration && alertDeclaration(declaration)) {
    alertName = alertDeclaration(declaration);
    i++;
  }
  const ops: AlertOp[] = [];
  for (; i < list.length; i++) {
    const op = alertOp(list[i] as ts.Statement, alertName);
    if (!op) break;
    ops.push(op);
    if (op.kind === 'accept' || op.kind === 'dismiss') {
      i++;
      break;
    }
  }
  if (ops.length === 0 && !alertName) return undefined;
  const consumed = i - index;
  const page = cx.pageRef();
  const param = alertName ?? 'dialog';
  const promptValue = ops.find(
    (o): o is Extract<AlertOp, { kind: 'sendKeys' }> => o.kind === 'sendKeys',
  );
  const close = ops.find((o) => o.kind === 'accept' || o.kind === 'dismiss');
  const answer = (name: string): string =>
    close?.kind === 'accept'
      ? `${name}.accept(${promptValue ? cx.emit(promptValue.value) : ''})`
      : `${name}.dismiss()`;
  const expectations = ops.filter(
    (o): o is Extract<AlertOp, { kind: 'expectText' }> => o.kind === 'expectText',
  );
  const triggerText = cx.statement(trigger);
  const lines: string[] = [];
  if (wait || expectations.length) {
    // The dialog may open after the action returns (a timer): wait for it, and answer it at once
    // so the action is not blocked by an open dialog.
    const promiseName = cx.freshName(`${param}Opened`);
    const timeout = waitTimeout(wait, cx);
    lines.push(
      `const ${promiseName} = ${page}.waitForEvent('dialog'${timeout ? `, { timeout: ${timeout} }` : ''});`,
    );
    lines.push(`${page}.once('dialog', (dialog) => void ${answer('dialog')});`);
    lines.push(triggerText);
    lines.push(`const ${param} = await ${promiseName};`);
    cx.markAwait();
    for (const o of expectations) {
      const statementText = cx.original(o.statement.expression);
      const start = o.statement.expression.getStart(cx.sf);
      const rest = statementText.slice(o.expectCall.end - start);
      const message = o.expectCall.arguments[1] ? `, ${cx.emit(o.expectCall.arguments[1])}` : '';
      lines.push(`${cx.useExpect()}(${param}.message()${message})${rest};`);
    }
  } else {
    lines.push(`${page}.once('dialog', (${param}) => void ${answer(param)});`, triggerText);
  }
  return { text: lines.join('\n'), consumed };
}
