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
import { text } from '../../playwright/code.js';
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

function isAlertWait(s: ts.Node): boolean {
  return calls(s).some((c) => methodName(c) === 'alertIsPresent');
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
    isAlertWait(action)
  )
    return undefined;
  let j = i + 1;
  while (statements[j] && isAlertWait(statements[j] as ts.Statement)) j++;
  const first = statements[j];
  const driver = first && switchToAlert(first, cx);
  if (!first || !driver) return undefined;
  // The alert's variable, if the sequence keeps it in one.
  // (`const text = await driver.switchTo().alert().getText()` keeps its text, emitted as usual.)
  let alertName: string | undefined;
  let alertDecl: ts.VariableDeclaration | undefined;
  if (ts.isVariableStatement(first)) {
    const decl = first.declarationList.declarations[0];
    const init = decl?.initializer && unwrap(decl.initializer);
    if (decl && ts.isIdentifier(decl.name) && init && ts.isCallExpression(init)) {
      if (methodName(init) === 'alert') {
        alertName = decl.name.text;
        alertDecl = decl;
      }
    }
  }
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
  let end = j;
  let answer: 'accept' | 'dismiss' | undefined;
  let reply: ts.Expression | undefined;
  let readsText = false;
  for (let k = j; k < statements.length && !answer; k++) {
    const s = statements[k] as ts.Statement;
    for (const call of calls(s)) {
      if (!onAlert(call)) continue;
      const name = methodName(call);
      if (name === 'getText') readsText = true;
      if (name === 'sendKeys') reply = call.arguments[0];
      if (name === 'accept' || name === 'dismiss') answer ??= name;
    }
    end = k;
  }
  if (!answer) return undefined;
  const page = cx.topPageOf(driver);
  const pageText = page.k === 'id' ? page.name : cx.original(driver);
  const message = readsText ? cx.freshName('dialogMessage') : 'dialogMessage';
  const dialogType = cx.typed ? `: ${cx.out.playwrightType('Dialog')}` : '';
  const answerCall =
    answer === 'accept' ? `dialog.accept(${reply ? cx.emit(reply) : ''})` : 'dialog.dismiss()';
  const handler = [
    ...(readsText ? [`let ${message} = '';`] : []),
    `${pageText}.once('dialog', async (dialog${dialogType}) => {`,
    ...(readsText ? [`  ${message} = dialog.message();`] : []),
    `  await ${answerCall};`,
    '});',
  ].join('\n');
  // `driver.wait(until.alertIsPresent(), t)`: the dialog may open after the action returns (a
  // timer), so the action is followed by a wait for it, as long.
  const wait = statements
    .slice(i + 1, j)
    .flatMap((s) => calls(s))
    .find((c) => methodName(c) === 'wait' && c.arguments[0] && isAlertWait(c.arguments[0]));
  const opened = wait ? cx.freshName('dialogOpened') : undefined;
  const timeout = wait?.arguments[1] ? `, { timeout: ${cx.emit(wait.arguments[1])} }` : '';
  const actionText = opened
    ? `const ${opened} = ${pageText}.waitForEvent('dialog'${timeout});\n${cx.statement(action)}\nawait ${opened};`
    : cx.statement(action);
  cx.alert = value(text(message), { t: 'source', what: 'alert', data: { message } });
  let rest = '';
  try {
    for (let k = i + 1; k <= end; k++) {
      const s = statements[k] as ts.Statement;
      if (isAlertWait(s)) continue;
      if (k === j && alertDecl) {
        cx.remember(alertDecl, { t: 'source', what: 'alert', data: { message } });
        continue;
      }
      const emitted = cx.statementList([s]).replace(/^\n+/, '');
      if (emitted.trim()) rest += `\n${emitted}`;
    }
  } finally {
    cx.alert = undefined;
  }
  return { text: `${handler}\n${actionText}${rest}`, consumed: end - i + 1 };
}
