/**
 * `browser.wait(…)` on `ExpectedConditions.alertIsPresent()`, in the forms suites write it: the
 * condition called in place (on `protractor.ExpectedConditions`, `browser.ExpectedConditions` or a
 * variable holding them), a variable holding the condition, an `or` with other conditions, a
 * message, and a `.then(…)` continuation that handles the alert. The dialog sequence
 * (`dialogs.ts`) turns such a wait into a wait for Playwright's `dialog` event.
 */
import ts from 'typescript';
import type { RuleContext } from './context.js';

export interface AlertWait {
  call: ts.CallExpression;
  timeout?: ts.Expression;
  message?: ts.Expression;
  /** The other operands of an `or`: the wait also ends when one of them holds. */
  alternatives: ts.Expression[];
  /** Statements of a `.then(function () { … })` chained on the wait. */
  then?: readonly ts.Statement[];
}

function unwrap(node: ts.Expression): ts.Expression {
  let n = node;
  while (ts.isAwaitExpression(n) || ts.isParenthesizedExpression(n)) n = n.expression;
  return n;
}

function isMethodCall(node: ts.Expression, name: string): node is ts.CallExpression {
  return (
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    node.expression.name.text === name
  );
}

/** `EC.alertIsPresent()`, or a variable initialised with it and never reassigned. */
export function isAlertCondition(node: ts.Expression, cx: RuleContext): boolean {
  const n = unwrap(node);
  if (isMethodCall(n, 'alertIsPresent')) return true;
  if (!ts.isIdentifier(n)) return false;
  const decl = cx.declarationOf(n);
  return (
    !!decl &&
    ts.isVariableDeclaration(decl) &&
    !!decl.initializer &&
    isMethodCall(unwrap(decl.initializer), 'alertIsPresent') &&
    !cx.isReassigned(decl)
  );
}

/** The alert wait a statement makes, if it makes one. */
export function alertWait(s: ts.Statement | undefined, cx: RuleContext): AlertWait | undefined {
  if (!s || !ts.isExpressionStatement(s)) return undefined;
  let e = unwrap(s.expression);
  let then: readonly ts.Statement[] | undefined;
  if (isMethodCall(e, 'then') && e.arguments.length === 1) {
    const callback = e.arguments[0];
    if (
      !callback ||
      !(ts.isFunctionExpression(callback) || ts.isArrowFunction(callback)) ||
      callback.parameters.length > 0
    )
      return undefined;
    then = bodyStatements(callback);
    e = (e.expression as ts.PropertyAccessExpression).expression;
  }
  if (
    !isMethodCall(e, 'wait') ||
    !isBrowser((e.expression as ts.PropertyAccessExpression).expression)
  )
    return undefined;
  const [condition, timeout, message] = e.arguments;
  if (!condition) return undefined;
  let alternatives: ts.Expression[] = [];
  if (!isAlertCondition(condition, cx)) {
    const c = unwrap(condition);
    if (!isMethodCall(c, 'or') || !c.arguments.some((a) => isAlertCondition(a, cx)))
      return undefined;
    alternatives = c.arguments.filter((a) => !isAlertCondition(a, cx));
  }
  return {
    call: e,
    ...(timeout ? { timeout } : {}),
    ...(message ? { message } : {}),
    alternatives,
    ...(then ? { then } : {}),
  };
}

/** A callback's statements; an arrow's expression body is one statement. */
export function bodyStatements(
  fn: ts.FunctionExpression | ts.ArrowFunction,
): readonly ts.Statement[] {
  return ts.isBlock(fn.body) ? fn.body.statements : [ts.factory.createExpressionStatement(fn.body)];
}

/** `browser`, `browser.driver` (the receiver of `wait`, `switchTo`). */
export function isBrowser(node: ts.Expression): boolean {
  if (ts.isIdentifier(node)) return node.text === 'browser';
  if (ts.isPropertyAccessExpression(node))
    return node.name.text === 'driver' && isBrowser(node.expression);
  return false;
}
