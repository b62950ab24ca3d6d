/**
 * Whether a callback inlined as a loop (`xs.forEach(function (x) { … })`) will await once
 * converted, decided before its one emission from facts the conversion already has: Protractor
 * commands (a call on `browser`, on an element, on the callback's element or page parameter), a
 * call of a project function known to have become async, an `await` the user wrote. Emitting the
 * callback to find out would emit it twice; a callback that awaits after all although these facts
 * said no is recorded as a late fact (`ProjectState.lateFacts`), which the tests hold to none.
 */
import ts from 'typescript';
import type { RuleContext } from './context.js';
import { protractorGlobalName } from './globals.js';
import type { Kind } from './kinds.js';
import { functionOf } from './members.js';

/** Methods that build a locator (or select one) and never wait. */
const locatorMethods = new Set([
  'all',
  'element',
  '$',
  '$$',
  'first',
  'last',
  'get',
  'filter',
  'locator',
  'clone',
]);

/** Kinds whose methods are WebDriver commands. */
const commandKinds = new Set<Kind['type']>(['finder', 'finders', 'page', 'browser', 'pages']);

export function callbackAwaits(
  fn: ts.FunctionExpression | ts.ArrowFunction,
  paramKinds: readonly Kind[],
  cx: RuleContext,
): boolean {
  const kindOfParam = new Map<ts.Node, Kind>();
  fn.parameters.forEach((p, i) => {
    const kind = paramKinds[i];
    if (kind) kindOfParam.set(p, kind);
  });
  let found = false;
  const visit = (node: ts.Node): void => {
    if (found) return;
    if (ts.isAwaitExpression(node) || (ts.isCallExpression(node) && isCommand(node))) {
      found = true;
      return;
    }
    // A nested function awaits for itself.
    if (ts.isFunctionLike(node)) return;
    ts.forEachChild(node, visit);
  };
  const isCommand = (node: ts.CallExpression): boolean => {
    const callee = node.expression;
    const fnDecl = functionOf(cx, callee, undefined);
    if (fnDecl && cx.state.asyncFunctions.has(fnDecl)) return true;
    if (!ts.isPropertyAccessExpression(callee) || locatorMethods.has(callee.name.text))
      return false;
    const root = rootOf(callee.expression);
    if (!ts.isIdentifier(root)) return false;
    const global = protractorGlobalName(root, cx);
    if (global) return global === 'browser' || global === 'element' || global.startsWith('$');
    const decl = cx.declarationOf(root);
    if (!decl) return false;
    const kind = kindOfParam.get(decl) ?? cx.state.declKinds.get(decl);
    return !!kind && commandKinds.has(kind.type);
  };
  if (fn.body) visit(fn.body);
  return found;
}

/** The identifier (or `this`) a chain of calls, member and element accesses starts from. */
function rootOf(node: ts.Expression): ts.Expression {
  let e = node;
  for (;;) {
    if (ts.isPropertyAccessExpression(e) || ts.isElementAccessExpression(e)) e = e.expression;
    else if (ts.isCallExpression(e)) e = e.expression;
    else if (ts.isParenthesizedExpression(e)) e = e.expression;
    else return e;
  }
}
