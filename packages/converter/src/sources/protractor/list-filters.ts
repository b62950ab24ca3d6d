/**
 * `element.all(…).filter(fn)`: a predicate Playwright can say as a locator filter (text equal to,
 * containing, matching) becomes `.filter({ hasText })`; the rest is evaluated per element.
 */
import ts from 'typescript';
import { type Out, finder, out, promiseOf } from './kinds.js';
import { type RuleContext } from './context.js';
import { exactRegex, numberValue, stringValue, substringRegex } from './text.js';

/**
 * `filter(fn)`: a text or visibility test becomes `locator.filter(…)`, which stays lazy like
 * Protractor's filtered list; anything else is evaluated once, into an array of locators.
 */
export function filterList(node: ts.CallExpression, base: string, cx: RuleContext): Out {
  const fn = node.arguments[0];
  const recognized = fn && recognizeFilter(fn, cx);
  if (recognized) return out(`${base}.filter(${recognized})`, { type: 'finders' });
  cx.diag(node, 'protractor/locators/dynamic-filter');
  const callback = fn
    ? ts.isFunctionExpression(fn) || ts.isArrowFunction(fn)
      ? cx.fn(fn, { paramKinds: [finder(false), { type: 'value', of: 'number' }] })
      : cx.emit(fn)
    : '() => true';
  const all = cx.snapshotAll(base, node).slice(1, -1);
  if (
    fn &&
    (ts.isFunctionExpression(fn) || ts.isArrowFunction(fn)) &&
    !cx.state.emittedAsync.has(fn)
  ) {
    // A synchronous test (e.g. on the index): a plain array filter.
    return out(`(${all}).filter(${callback})`, { type: 'locator-array' });
  }
  const text = `Promise.all((${all}).map(async (element, index) => ({ element, keep: await (${callback})(element, index) }))).then((results) => results.filter((r) => r.keep).map((r) => r.element))`;
  return out(text, promiseOf({ type: 'locator-array' }));
}

/**
 * The filter callbacks Playwright can express: `elem.getText().then(t => t === 'x')`,
 * `t.indexOf('x') > -1`, `t.includes('x')` (also `async` with `await elem.getText()`), and
 * `elem.isDisplayed()`.
 */
export function recognizeFilter(given: ts.Expression, cx: RuleContext): string | undefined {
  const fn = predicateFunction(given, cx);
  if (!fn) return undefined;
  const elem = fn.parameters[0];
  if (!elem || !ts.isIdentifier(elem.name) || fn.parameters.length > 1) return undefined;
  const elemName = elem.name.text;
  const read = textReadFirst(fn, elemName);
  if (read) return textTest(read.test, read.textName, cx);
  const result = returnedExpression(fn);
  if (!result) return undefined;
  // elem.isDisplayed()
  if (isMethodCallOn(result, elemName, 'isDisplayed')) return '{ visible: true }';
  // elem.getText().then(function (text) { return <test on text>; })
  if (
    ts.isCallExpression(result) &&
    ts.isPropertyAccessExpression(result.expression) &&
    result.expression.name.text === 'then'
  ) {
    const inner = result.expression.expression;
    const cb = result.arguments[0];
    if (
      !isMethodCallOn(inner, elemName, 'getText') ||
      !cb ||
      !(ts.isFunctionExpression(cb) || ts.isArrowFunction(cb))
    )
      return undefined;
    const textParam = cb.parameters[0];
    if (!textParam || !ts.isIdentifier(textParam.name)) return undefined;
    const test = returnedExpression(cb);
    return test ? textTest(test, textParam.name.text, cx) : undefined;
  }
  // async (elem) => (await elem.getText()) === 'x'
  return textTest(result, undefined, cx, elemName);
}

/**
 * The predicate as a function: written in place, or a `const`/never reassigned variable holding a
 * function expression (`filter(isDog)`, also `filter(await isDog)`).
 */
export function predicateFunction(
  given: ts.Expression,
  cx: RuleContext,
): ts.FunctionExpression | ts.ArrowFunction | undefined {
  let fn = unwrap(given);
  if (ts.isAwaitExpression(fn)) fn = unwrap(fn.expression);
  if (ts.isFunctionExpression(fn) || ts.isArrowFunction(fn)) return fn;
  if (!ts.isIdentifier(fn)) return undefined;
  const decl = cx.declarationOf(fn);
  if (!decl || !ts.isVariableDeclaration(decl) || !decl.initializer || cx.isReassigned(decl))
    return undefined;
  const init = unwrap(decl.initializer);
  if (!(ts.isFunctionExpression(init) || ts.isArrowFunction(init))) return undefined;
  // Its parameter is an element: the declaration's own body converts as such.
  const param = init.parameters[0];
  if (param) cx.state.setKind(param, finder(false));
  return init;
}

/** `const text = await elem.getText(); return <test on text>;` */
export function textReadFirst(
  fn: ts.FunctionExpression | ts.ArrowFunction,
  elemName: string,
): { test: ts.Expression; textName: string } | undefined {
  if (!ts.isBlock(fn.body) || fn.body.statements.length !== 2) return undefined;
  const [first, second] = fn.body.statements;
  if (!first || !ts.isVariableStatement(first) || !second || !ts.isReturnStatement(second))
    return undefined;
  const [decl, ...more] = first.declarationList.declarations;
  if (!decl || more.length || !ts.isIdentifier(decl.name) || !decl.initializer) return undefined;
  const init = unwrap(decl.initializer);
  if (!ts.isAwaitExpression(init) || !isMethodCallOn(unwrap(init.expression), elemName, 'getText'))
    return undefined;
  return second.expression ? { test: second.expression, textName: decl.name.text } : undefined;
}

export function returnedExpression(
  fn: ts.FunctionExpression | ts.ArrowFunction,
): ts.Expression | undefined {
  if (!ts.isBlock(fn.body)) return unwrap(fn.body);
  const statements = fn.body.statements;
  if (statements.length !== 1) return undefined;
  const only = statements[0];
  return only && ts.isReturnStatement(only) && only.expression
    ? unwrap(only.expression)
    : undefined;
}

export function unwrap(node: ts.Expression): ts.Expression {
  return ts.isParenthesizedExpression(node) ? unwrap(node.expression) : node;
}

export function isMethodCallOn(node: ts.Expression, receiver: string, method: string): boolean {
  return (
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    node.expression.name.text === method &&
    ts.isIdentifier(node.expression.expression) &&
    node.expression.expression.text === receiver
  );
}

/** Whether `node` is the text value: the `then` parameter, or `await elem.getText()`. */
export function isTextRef(
  node: ts.Expression,
  textName: string | undefined,
  elemName: string | undefined,
): boolean {
  const n = unwrap(node);
  if (textName && ts.isIdentifier(n) && n.text === textName) return true;
  if (
    elemName &&
    ts.isAwaitExpression(n) &&
    isMethodCallOn(unwrap(n.expression), elemName, 'getText')
  )
    return true;
  return false;
}

export function textTest(
  test: ts.Expression,
  textName: string | undefined,
  cx: RuleContext,
  elemName?: string,
): string | undefined {
  const t = unwrap(test);
  if (ts.isBinaryExpression(t)) {
    const op = t.operatorToken.kind;
    // text === 'x'
    if (op === ts.SyntaxKind.EqualsEqualsEqualsToken || op === ts.SyntaxKind.EqualsEqualsToken) {
      const [ref, other] = isTextRef(t.left, textName, elemName)
        ? [t.left, t.right]
        : [t.right, t.left];
      if (!isTextRef(ref, textName, elemName)) return undefined;
      const v = stringValue(other);
      return v !== undefined ? `{ hasText: ${exactRegex(v)} }` : undefined;
    }
    // text.indexOf('x') > -1 / !== -1 / >= 0
    if (
      (op === ts.SyntaxKind.GreaterThanToken && numberValue(t.right) === -1) ||
      (op === ts.SyntaxKind.ExclamationEqualsEqualsToken && numberValue(t.right) === -1) ||
      (op === ts.SyntaxKind.ExclamationEqualsToken && numberValue(t.right) === -1) ||
      (op === ts.SyntaxKind.GreaterThanEqualsToken && numberValue(t.right) === 0)
    ) {
      const call = unwrap(t.left);
      if (
        ts.isCallExpression(call) &&
        ts.isPropertyAccessExpression(call.expression) &&
        call.expression.name.text === 'indexOf' &&
        isTextRef(call.expression.expression, textName, elemName)
      ) {
        const v = stringValue(call.arguments[0]);
        return v !== undefined ? `{ hasText: ${substringRegex(v)} }` : undefined;
      }
    }
    return undefined;
  }
  // text.includes('x')
  if (
    ts.isCallExpression(t) &&
    ts.isPropertyAccessExpression(t.expression) &&
    t.expression.name.text === 'includes' &&
    isTextRef(t.expression.expression, textName, elemName)
  ) {
    const v = stringValue(t.arguments[0]);
    return v !== undefined ? `{ hasText: ${substringRegex(v)} }` : undefined;
  }
  void cx;
  return undefined;
}
