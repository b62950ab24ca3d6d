/**
 * Mocha's `this` in a test or hook, where Playwright passes `testInfo`: the current test's title,
 * state, error and duration (`this.currentTest` in a hook, `this.test` in a test), and
 * `this.skip()`. Screenshots on failure in an `afterEach` read them; left on `this`, which an arrow
 * callback does not have, they threw.
 */
import ts from 'typescript';
import { print, text } from '../../playwright/code.js';
import { value, type Value } from '../../playwright/values.js';
import type { RuleContext } from './context.js';

/** The name the test or hook callback takes Playwright's `TestInfo` under. */
export const testInfoName = 'testInfo';

/** What a Mocha `Test` property reads, from `testInfo`. */
const testProperties: Record<string, string> = {
  title: 'testInfo.title',
  // Mocha's states of a test that ran: passed or failed (a timeout fails it too).
  state: "(testInfo.status === testInfo.expectedStatus ? 'passed' : 'failed')",
  duration: 'testInfo.duration',
  err: 'testInfo.error',
  file: 'testInfo.file',
};

/** What a Mocha `Test` method returns, from `testInfo`. */
const testMethods: Record<string, string> = {
  fullTitle: "testInfo.titlePath.slice(1).join(' ')",
  titlePath: 'testInfo.titlePath.slice(1)',
  isPassed: '(testInfo.status === testInfo.expectedStatus)',
  isFailed: '(testInfo.status !== testInfo.expectedStatus)',
};

/** `this.currentTest` or `this.test`: Mocha's current test. */
function isCurrentTest(node: ts.Expression): boolean {
  return (
    ts.isPropertyAccessExpression(node) &&
    node.expression.kind === ts.SyntaxKind.ThisKeyword &&
    (node.name.text === 'currentTest' || node.name.text === 'test')
  );
}

/** Whether `node` is read off `this` (`this.currentTest.title`, `this.skip()`). */
export function readsThis(node: ts.Expression): boolean {
  let e = node;
  while (ts.isPropertyAccessExpression(e) || ts.isCallExpression(e)) e = e.expression;
  return e.kind === ts.SyntaxKind.ThisKeyword;
}

/** `node` read through `testInfo`, or undefined when it is no part of Mocha's `this` known here. */
export function mochaThisRule(node: ts.Expression, cx: RuleContext): Value | undefined {
  if (ts.isPropertyAccessExpression(node) && isCurrentTest(node.expression)) {
    const read = testProperties[node.name.text];
    if (!read) return undefined;
    cx.useFixture(testInfoName);
    return value(text(read), { t: 'value' });
  }
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression))
    return undefined;
  const callee = node.expression;
  if (isCurrentTest(callee.expression)) {
    const read = testMethods[callee.name.text];
    if (!read || node.arguments.length) return undefined;
    cx.useFixture(testInfoName);
    return value(text(read), { t: 'value' });
  }
  if (
    callee.expression.kind === ts.SyntaxKind.ThisKeyword &&
    callee.name.text === 'skip' &&
    !node.arguments.length
  )
    return value(text(`${print(cx.out.playwright('test'))}.skip()`), { t: 'value' });
  return undefined;
}
