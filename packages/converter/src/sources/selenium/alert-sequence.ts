/**
 * Alerts. WebDriver switches to an alert after the action that opened it; Playwright dismisses a
 * dialog nobody listens for, and an action that opens one does not finish until it is handled. So
 *
 *   await driver.findElement(By.id('confirm')).click();
 *   await driver.wait(until.alertIsPresent(), 2000);      // optional
 *   const alert = await driver.switchTo().alert();
 *   assert.equal(await alert.getText(), 'Sure?');
 *   await alert.accept();                                  // or dismiss(), sendKeys(x) + accept()
 *
 * becomes a `page.once('dialog', …)` registered before the click that records the message and
 * answers as the original did; what read the alert reads the recorded message.
 */
import ts from 'typescript';
import {
  arrow,
  assign,
  awaited,
  exprStatement,
  id,
  method,
  object,
  printStatement,
  str,
  text,
  type Statement,
} from '../../playwright/code.js';
import { value } from '../../playwright/values.js';
import { isDriverExpression, unwrap } from './analysis.js';
import type { Claimed, StatementContext } from './context.js';

function calls(node: ts.Node): ts.CallExpression[] {
  const found: ts.CallExpression[] = [];
  const visit = (n: ts.Node): void => {
    if (ts.isCallExpression(n)) found.push(n);
    if (!ts.isFunctionLike(n)) n.forEachChild(visit);
  };
  visit(node);
  return found;
}

function methodName(call: ts.CallExpression): string | undefined {
  return ts.isPropertyAccessExpression(call.expression) ? call.expression.name.text : undefined;
}

/** `driver.switchTo().alert()` in a statement: the driver it is on. */
function switchToAlert(s: ts.Statement, cx: StatementContext): ts.Expression | undefined {
  for (const call of calls(s)) {
    if (methodName(call) !== 'alert') continue;
    const switchTo = unwrap((call.expression as ts.PropertyAccessExpression).expression);
    if (ts.isCallExpression(switchTo) && methodName(switchTo) === 'switchTo') {
      const driver = unwrap((switchTo.expression as ts.PropertyAccessExpression).expression);
      if (isDriverExpression(cx.facts, driver)) return driver;
    }
  }
  return undefined;
}

/** `until.alertIsPresent()`, or a constant holding it. */
function isAlertCondition(node: ts.Expression, cx: StatementContext): boolean {
  const e = unwrap(node);
  if (ts.isCallExpression(e)) return methodName(e) === 'alertIsPresent';
  if (!ts.isIdentifier(e)) return false;
  const decl = cx.declarationOf(e);
  return (
    !!decl &&
    ts.isVariableDeclaration(decl) &&
    !!decl.initializer &&
    (decl.parent.flags & ts.NodeFlags.Const) !== 0 &&
    isAlertCondition(decl.initializer, cx)
  );
}

/** `driver.wait(until.alertIsPresent(), …)`: the call, when `node` is one. */
function alertWaitCall(node: ts.Expression, cx: StatementContext): ts.CallExpression | undefined {
  const e = unwrap(node);
  if (!ts.isCallExpression(e) || methodName(e) !== 'wait' || !e.arguments[0]) return undefined;
  const receiver = unwrap((e.expression as ts.PropertyAccessExpression).expression);
  return isDriverExpression(cx.facts, receiver) && isAlertCondition(e.arguments[0], cx)
    ? e
    : undefined;
}

/** A statement that only waits for the alert. */
function bareAlertWait(s: ts.Statement, cx: StatementContext): ts.CallExpression | undefined {
  return ts.isExpressionStatement(s) ? alertWaitCall(s.expression, cx) : undefined;
}

/** `driver.sleep(n)`: it ran while the alert stood open; here it runs once the dialog is answered. */
function isSleep(s: ts.Statement, cx: StatementContext): boolean {
  if (!ts.isExpressionStatement(s)) return false;
  const e = unwrap(s.expression);
  return (
    ts.isCallExpression(e) &&
    methodName(e) === 'sleep' &&
    isDriverExpression(cx.facts, unwrap((e.expression as ts.PropertyAccessExpression).expression))
  );
}

function hasAlertCondition(s: ts.Node, cx: StatementContext): boolean {
  return calls(s).some((c) => c.arguments.some((a) => isAlertCondition(a, cx)));
}

/** Where the sequence takes the alert: a switch to it, or the alert a wait resolves to. */
interface AlertSource {
  driver: ts.Expression;
  /** The variable (or `.then` parameter) that holds the alert. */
  decl?: ts.VariableDeclaration | ts.ParameterDeclaration;
  /** `driver.wait(until.alertIsPresent(), t).then((alert) => { … })`: the callback's statements. */
  body?: readonly ts.Statement[];
  /** The callback's expression body when it only answers the alert. */
  answer?: ts.CallExpression;
  wait?: ts.CallExpression;
}

function alertSource(s: ts.Statement, cx: StatementContext): AlertSource | undefined {
  if (ts.isVariableStatement(s) && s.declarationList.declarations.length === 1) {
    const decl = s.declarationList.declarations[0] as ts.VariableDeclaration;
    const wait = decl.initializer && alertWaitCall(decl.initializer, cx);
    if (wait && ts.isIdentifier(decl.name)) {
      const driver = unwrap((wait.expression as ts.PropertyAccessExpression).expression);
      return { driver, decl, wait };
    }
  }
  if (ts.isExpressionStatement(s)) {
    const e = unwrap(s.expression);
    const then = ts.isCallExpression(e) && methodName(e) === 'then' ? e : undefined;
    const callback = then?.arguments[0];
    const wait =
      then && callback && then.arguments.length === 1
        ? alertWaitCall((then.expression as ts.PropertyAccessExpression).expression, cx)
        : undefined;
    if (
      wait &&
      callback &&
      (ts.isArrowFunction(callback) || ts.isFunctionExpression(callback)) &&
      callback.parameters.length <= 1 &&
      (!callback.parameters[0] || ts.isIdentifier(callback.parameters[0].name))
    ) {
      const driver = unwrap((wait.expression as ts.PropertyAccessExpression).expression);
      const param = callback.parameters[0];
      if (ts.isBlock(callback.body))
        return { driver, decl: param, body: callback.body.statements, wait };
      // `(alert) => alert.accept()`: the answer alone, which the handler gives.
      const answer = unwrap(callback.body);
      const receiver =
        ts.isCallExpression(answer) && ts.isPropertyAccessExpression(answer.expression)
          ? unwrap(answer.expression.expression)
          : undefined;
      if (
        param &&
        receiver &&
        ts.isIdentifier(receiver) &&
        receiver.text === (param.name as ts.Identifier).text &&
        /^(accept|dismiss)$/.test(methodName(answer as ts.CallExpression) ?? '')
      )
        return { driver, decl: param, body: [], answer: answer as ts.CallExpression, wait };
    }
  }
  const driver = switchToAlert(s, cx);
  if (!driver) return undefined;
  // (`const text = await driver.switchTo().alert().getText()` keeps its text, emitted as usual.)
  if (ts.isVariableStatement(s)) {
    const decl = s.declarationList.declarations[0];
    const init = decl?.initializer && unwrap(decl.initializer);
    if (decl && ts.isIdentifier(decl.name) && init && ts.isCallExpression(init))
      if (methodName(init) === 'alert') return { driver, decl };
  }
  return { driver };
}

export function alertSequence(
  statements: readonly ts.Statement[],
  i: number,
  cx: StatementContext,
): Claimed | undefined {
  const action = statements[i];
  if (
    !action ||
    !ts.isExpressionStatement(action) ||
    switchToAlert(action, cx) ||
    hasAlertCondition(action, cx) ||
    isSleep(action, cx)
  )
    return undefined;
  let j = i + 1;
  let wait: ts.CallExpression | undefined;
  for (; statements[j]; j++) {
    const s = statements[j] as ts.Statement;
    const bare = bareAlertWait(s, cx);
    if (bare) wait ??= bare;
    else if (!isSleep(s, cx)) break;
  }
  const first = statements[j];
  const source = first ? alertSource(first, cx) : undefined;
  // A wait the test ends with: the alert is still open when WebDriver quits (dismissed).
  if (!source && !(wait && j === statements.length)) return undefined;
  wait ??= source?.wait;
  const driver =
    source?.driver ??
    unwrap(((wait as ts.CallExpression).expression as ts.PropertyAccessExpression).expression);
  const alertName =
    source?.decl && ts.isIdentifier(source.decl.name) ? source.decl.name.text : undefined;
  const alertDecl = source?.decl;
  // The statements that use the alert: those after the action, or a `.then` callback's.
  const sequence: readonly ts.Node[] = source?.answer
    ? [source.answer]
    : (source?.body ?? statements.slice(j));
  // The alert's own calls (`alert.accept()`, `driver.switchTo().alert().getText()`).
  const onAlert = (call: ts.CallExpression): boolean => {
    if (!ts.isPropertyAccessExpression(call.expression)) return false;
    const receiver = unwrap(call.expression.expression);
    if (ts.isIdentifier(receiver)) return receiver.text === alertName;
    return (
      ts.isCallExpression(receiver) &&
      methodName(receiver) === 'alert' &&
      !!switchToAlert(ts.factory.createExpressionStatement(receiver), cx)
    );
  };
  // Up to the statement that answers it: statements between (the text read into a variable and
  // checked) run after the handler answered, as they ran while the alert stood open (they cannot
  // have driven the page then).
  let answer: 'accept' | 'dismiss' | undefined = source ? undefined : 'dismiss';
  let reply: ts.Expression | undefined;
  let readsText = false;
  let used = 0;
  for (let k = 0; k < sequence.length && !answer; k++) {
    const s = sequence[k] as ts.Node;
    for (const call of calls(s)) {
      if (!onAlert(call)) continue;
      const name = methodName(call);
      if (name === 'getText') readsText = true;
      if (name === 'sendKeys') reply = call.arguments[0];
      if (name === 'accept' || name === 'dismiss') answer ??= name;
    }
    used = k + 1;
  }
  if (!answer) return undefined;
  const page = cx.topPageOf(driver);
  const pageCode = page.k === 'id' ? page : text(cx.original(driver));
  const message = readsText ? cx.freshName('dialogMessage') : 'dialogMessage';
  const dialog = id('dialog');
  const answerCall =
    answer === 'accept'
      ? method(dialog, 'accept', ...(reply ? [text(cx.emit(reply))] : []))
      : method(dialog, 'dismiss');
  const dialogParam = cx.typed ? `dialog: ${cx.out.playwrightType('Dialog')}` : 'dialog';
  const handlerBody: Statement[] = [
    ...(readsText ? [exprStatement(assign(id(message), method(dialog, 'message')))] : []),
    exprStatement(awaited(answerCall)),
  ];
  const handler: Statement[] = [
    ...(readsText ? [{ k: 'let' as const, name: message, init: str('') }] : []),
    exprStatement(method(pageCode, 'once', str('dialog'), arrow([dialogParam], handlerBody, true))),
  ];
  // `driver.wait(until.alertIsPresent(), t)`: the dialog may open after the action returns (a
  // timer), so the action is followed by a wait for it, as long.
  const opened = wait ? cx.freshName('dialogOpened') : undefined;
  const timeout = wait?.arguments[1];
  const actionStatements: Statement[] = opened
    ? [
        {
          k: 'const',
          name: opened,
          init: method(
            pageCode,
            'waitForEvent',
            str('dialog'),
            ...(timeout ? [object({ timeout: text(cx.emit(timeout)) })] : []),
          ),
        },
        { k: 'raw', text: cx.statement(action) },
        exprStatement(awaited(id(opened))),
      ]
    : [{ k: 'raw', text: cx.statement(action) }];
  cx.alert = value(id(message), { t: 'source', what: 'alert', data: { message } });
  let rest = '';
  const emit = (s: ts.Statement): void => {
    const emitted = cx.statementList([s]).replace(/^\n+/, '');
    if (emitted.trim()) rest += `\n${emitted}`;
  };
  try {
    for (const s of statements.slice(i + 1, j)) if (!bareAlertWait(s, cx)) emit(s);
    if (alertDecl) cx.remember(alertDecl, { t: 'source', what: 'alert', data: { message } });
    const body = source?.body;
    if (body) body.forEach(emit);
    else
      statements.slice(j, j + used).forEach((s, k) => {
        if (k === 0 && alertDecl) return;
        emit(s);
      });
  } finally {
    cx.alert = undefined;
  }
  const consumed = source?.body ? j - i + 1 : j + used - i;
  const printed = [...handler, ...actionStatements].map(printStatement).join('\n');
  return { text: `${printed}${rest}`, consumed };
}
