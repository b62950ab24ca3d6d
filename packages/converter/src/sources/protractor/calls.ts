/**
 * Calls: the rules claim Protractor's (by the call's shape, the callee's name, the receiver's
 * kind); any other call is the user's own, awaited if the project's function it calls became
 * async and given the page first if it now takes one.
 */
import ts from 'typescript';
import { expectCall } from './assertions.js';
import type { RuleContext } from './context.js';
import { settledKind, thenCall } from './then-chains.js';
import { globalProperty, protractorGlobalName } from './globals.js';
import { isLocatorKind, out, unknown, type Kind, type Out } from './kinds.js';
import { globalLocatorCall } from './locators.js';
import { functionOf } from './members.js';
import { isChaiNamespace, requireInstance } from './modules.js';
import { callRules, identifierCallRules, memberCallRules } from './rules.js';
import { convertTypeNode } from './types.js';

/** Members of a promise itself, which an awaited promise of a locator would not have. */
const promiseMembers = new Set(['then', 'catch', 'finally']);

export function call(cx: RuleContext, node: ts.CallExpression): Out {
  for (const rule of callRules) {
    const result = rule(node, cx);
    if (result) return result;
  }
  const required = requireInstance(node, cx);
  if (required) return required;
  const callee = node.expression;
  if (
    ts.isPropertyAccessExpression(callee) &&
    ts.isIdentifier(callee.name) &&
    callee.name.text === 'expect' &&
    isChaiNamespace(callee.expression, cx)
  ) {
    // `chai.expect(x)`: chai's own module goes, like `var expect = chai.expect`.
    const expectation = expectCall(node, callee.name, undefined, cx);
    if (expectation) return expectation;
  }
  if (ts.isIdentifier(callee)) {
    const global = protractorGlobalName(callee, cx);
    for (const rule of identifierCallRules) {
      const result = rule(node, callee, global, cx);
      if (result) return result;
    }
  }
  if (ts.isPropertyAccessExpression(callee)) {
    const receiver = awaitedLocator(cx, cx.expr(callee.expression), callee);
    if (receiver.kind.type === 'global' && receiver.kind.name === 'protractor') {
      // `ptor.element(…)`, `ptor.$(…)` with `const ptor = require('protractor')`.
      const member = globalProperty(callee, receiver, callee.name.text, cx);
      const located =
        member?.kind.type === 'global' ? globalLocatorCall(node, member.kind.name, cx) : undefined;
      if (located) return located;
    }
    const rules = memberCallRules[receiver.kind.type];
    if (rules) {
      for (const rule of rules) {
        const result = rule(node, receiver, callee.name.text, cx);
        if (result) return result;
      }
    }
    if (promiseMembers.has(callee.name.text) && heldAwaitedPromise(cx, callee.expression)) {
      // `version = browser.executeScript(…)` is awaited where it is assigned; a later
      // `version.then(f)` still treats it as the promise it was, and `f` gets what it held.
      const held = out(`Promise.resolve(${cx.settle(receiver, callee.expression)})`, {
        type: 'promise',
        of: settledKind(receiver.kind),
      });
      const chained = thenCall(node, held, callee.name.text, cx);
      if (chained) return chained;
    }
    const calleeText = `${cx.settle(receiver, callee.expression)}${callee.questionDotToken ? '?.' : '.'}${callee.name.text}`;
    return userCall(cx, node, calleeText, receiver.kind);
  }
  return userCall(cx, node, cx.emit(callee));
}

/**
 * A promise of a locator (a page-object getter or helper that had to become async) used as an
 * element: awaited, then the element's own rules apply (`(await po.field).fill(x)`).
 */
function awaitedLocator(cx: RuleContext, receiver: Out, access: ts.PropertyAccessExpression): Out {
  const kind = receiver.kind;
  if (
    kind.type !== 'promise' ||
    kind.sync ||
    kind.map ||
    !isLocatorKind(kind.of) ||
    promiseMembers.has(access.name.text)
  )
    return receiver;
  return out(`(${cx.awaitText(receiver.text)})`, kind.of);
}

/** A variable assigned an awaited Protractor promise. */
export function noteAwaitedPromise(cx: RuleContext, name: ts.Identifier): void {
  const decl = cx.importDeclarationOf(name);
  if (decl) cx.state.awaitedPromises.add(decl);
}

/** Whether an expression reads a variable that held a Protractor promise, now its value. */
function heldAwaitedPromise(cx: RuleContext, node: ts.Expression): boolean {
  if (!ts.isIdentifier(node)) return false;
  const decl = cx.importDeclarationOf(node);
  return !!decl && cx.state.awaitedPromises.has(decl);
}

/**
 * A call to something that is not Protractor's: if it is one of the project's functions that now
 * returns a promise, the result is a promise (the caller awaits it); if it now takes the page,
 * the page is passed first.
 */
function userCall(
  cx: RuleContext,
  node: ts.CallExpression,
  calleeText: string,
  receiver?: Kind,
): Out {
  const fn = functionOf(cx, node.expression, receiver);
  const args = cx.args(node);
  if (fn && cx.state.pageFunctions.has(fn)) args.unshift(cx.pageRef());
  const typeArgs = node.typeArguments
    ? `<${node.typeArguments.map((t) => convertTypeNode(t, cx) ?? cx.original(t)).join(', ')}>`
    : '';
  const text = `${calleeText}${node.questionDotToken ? '?.' : ''}${typeArgs}(${args.join(', ')})`;
  const fnKind = fn ? cx.state.declKinds.get(fn) : undefined;
  if (fn && cx.state.asyncFunctions.has(fn)) {
    const returns = fnKind?.type === 'function' ? fnKind.returns : unknown;
    if (returns.type === 'promise' && returns.pollable) return out(text, returns);
    return out(text, { type: 'promise', of: returns.type === 'promise' ? returns.of : returns });
  }
  if (fnKind?.type === 'function') return out(text, fnKind.returns);
  if (!fn && cx.isExternalProjectBinding(node.expression)) {
    // Converted alone: a helper or page-object method from another file may now be async.
    return out(text, { type: 'promise', of: unknown });
  }
  return out(text, unknown);
}
