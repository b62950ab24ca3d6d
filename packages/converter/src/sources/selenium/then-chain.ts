/**
 * Promise chains of the promise-manager era: `driver.getTitle().then(function (title) { … })` as a
 * statement becomes `const title = await page.title();` followed by the callback's statements
 * (chains of several `.then` too, each callback's return value feeding the next). A chain whose
 * callbacks return early or are not plain functions stays as `.then` with an async callback.
 */
import ts from 'typescript';
import { print } from '../../playwright/code.js';
import { settle, type Value } from '../../playwright/values.js';
import { readAssertion } from './asserts.js';
import { unwrap } from './analysis.js';
import type { StatementContext } from './context.js';
import { isFinalReturn } from './syntax-roles.js';

interface Link {
  fn: ts.FunctionExpression | ts.ArrowFunction;
}

function thenLinks(e: ts.Expression): { head: ts.Expression; links: Link[] } | undefined {
  const links: Link[] = [];
  let cur = unwrap(e);
  while (
    ts.isCallExpression(cur) &&
    ts.isPropertyAccessExpression(cur.expression) &&
    cur.expression.name.text === 'then' &&
    cur.arguments.length === 1
  ) {
    const fn = cur.arguments[0] as ts.Expression;
    if (!ts.isFunctionExpression(fn) && !ts.isArrowFunction(fn)) return undefined;
    links.unshift({ fn });
    cur = unwrap(cur.expression.expression);
  }
  return links.length ? { head: cur, links } : undefined;
}

/** Whether a callback body can be inlined: no `return` except a final one. */
function inlinable(fn: ts.FunctionExpression | ts.ArrowFunction): boolean {
  if (fn.parameters.length > 1 || (fn.parameters[0] && !ts.isIdentifier(fn.parameters[0].name)))
    return false;
  if (!ts.isBlock(fn.body)) return true;
  let early = false;
  const statements = fn.body.statements;
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node)) return;
    if (ts.isReturnStatement(node) && node !== statements[statements.length - 1]) early = true;
    node.forEachChild(visit);
  };
  fn.body.forEachChild(visit);
  return !early;
}

/** Whether a callback's parameter is used once, as the value an assertion checks. */
function onlyAsserted(
  param: ts.ParameterDeclaration,
  fn: ts.FunctionExpression | ts.ArrowFunction,
  cx: StatementContext,
): boolean {
  if (!ts.isIdentifier(param.name)) return false;
  const symbol = cx.facts.checker.getSymbolAtLocation(param.name);
  const uses: ts.Identifier[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isIdentifier(node) &&
      node !== param.name &&
      cx.facts.checker.getSymbolAtLocation(node) === symbol
    )
      uses.push(node);
    node.forEachChild(visit);
  };
  visit(fn.body);
  const use = uses[0];
  if (uses.length !== 1 || !use) return false;
  let call: ts.Node | undefined = use.parent;
  while (call && !ts.isStatement(call) && !(ts.isCallExpression(call) && readAssertion(call, cx)))
    call = call.parent;
  if (!call || !ts.isCallExpression(call)) return false;
  const read = readAssertion(call, cx);
  return !!read && read !== 'unknown' && unwrap(read.actual) === use;
}

/** Whether evaluating what the last callback returned does something (a call, an assignment). */
function hasEffect(e: ts.Expression): boolean {
  const inner = unwrap(e);
  return !(
    ts.isIdentifier(inner) ||
    ts.isLiteralExpression(inner) ||
    ts.isPropertyAccessExpression(inner) ||
    inner.kind === ts.SyntaxKind.ThisKeyword ||
    inner.kind === ts.SyntaxKind.TrueKeyword ||
    inner.kind === ts.SyntaxKind.FalseKeyword ||
    inner.kind === ts.SyntaxKind.NullKeyword
  );
}

export function thenChain(
  s: ts.ExpressionStatement | ts.ReturnStatement,
  cx: StatementContext,
): string | undefined {
  const chain = s.expression && thenLinks(s.expression);
  if (!chain) return undefined;
  if (!chain.links.every((l) => inlinable(l.fn))) {
    cx.report(s, 'selenium/promise-chain');
    return undefined;
  }
  const head = cx.expr(chain.head);
  let previousValue: Value | undefined = head;
  let previous: string | undefined = print(settle(head));
  let previousShape = head.shape;
  const out: string[] = [];
  let lastReturned: ts.Expression | undefined;
  for (const { fn } of chain.links) {
    const param = fn.parameters[0];
    if (param && previousValue?.shape.t === 'read' && onlyAsserted(param, fn, cx)) {
      // `getText().then((text) => assert.equal(text, x))`: the read is asserted web-first.
      cx.rememberValue(param, previousValue);
    } else if (param && ts.isIdentifier(param.name)) {
      const decl = param;
      const name = cx.renamed(param.name) ?? param.name.text;
      if (
        previousShape.t === 'locator' ||
        previousShape.t === 'locators' ||
        previousShape.t === 'page'
      ) {
        cx.remember(
          decl,
          previousShape.t === 'locator' ? { t: 'locator', firstMatch: false } : previousShape,
        );
        out.push(
          `const ${name} = ${previousShape.t === 'locator' ? print(settle(head)) : previous};`,
        );
      } else out.push(`const ${name} = ${previous};`);
    } else if (previous) out.push(`${previous};`);
    previous = undefined;
    previousValue = undefined;
    previousShape = { t: 'unknown' };
    if (ts.isBlock(fn.body)) {
      const statements = fn.body.statements;
      const last = statements[statements.length - 1];
      const returns = last && ts.isReturnStatement(last) ? last : undefined;
      out.push(
        cx.statementList(returns ? statements.slice(0, -1) : statements).replace(/^\n+/, ''),
      );
      lastReturned = returns?.expression;
      if (returns?.expression) {
        const v = cx.expr(returns.expression);
        previous = print(settle(v));
        previousValue = v;
        previousShape = v.shape;
      }
    } else {
      lastReturned = fn.body;
      const v = cx.expr(fn.body);
      previous = print(settle(v));
      previousValue = v;
      previousShape = v.shape;
    }
  }
  if (ts.isReturnStatement(s)) {
    if (previous) out.push(`return ${previous};`);
    else if (!isFinalReturn(s)) out.push('return;');
  } else if (
    previous &&
    lastReturned &&
    hasEffect(lastReturned) &&
    !['locator', 'locators', 'page', 'frame'].includes(previousShape.t)
  )
    // A finder does nothing until used; anything else the last callback called still runs.
    out.push(`${previous};`);
  return out.filter((line) => line.trim() !== '').join('\n');
}
