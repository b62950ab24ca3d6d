/**
 * Assertions: Jasmine `expect(x).matcher(y)` and Chai `expect(x).to…` / `x.should…` (with
 * chai-as-promised `eventually`). Protractor resolved promises passed to `expect` after waiting
 * for Angular, so an assertion on an element read becomes a web-first assertion on the locator
 * (`toHaveText`, `toBeVisible`, `toHaveCount`…), which retries until the page settles. Reads with
 * no web-first matcher are polled (`expect.poll`), other promises are awaited. Which matcher is
 * which operation: `matchers.ts`; which reads have a web-first form: `web-first.ts`.
 */
import ts from 'typescript';
import { chaiLanguageChains } from '../../core/chai.js';
import type { RuleContext } from './context.js';
import { out, unknown, type Expectation, type Out } from './kinds.js';
import { stringValue } from './text.js';
import { expectPoll, expectWebFirst } from '../../playwright/assertions.js';
import { arrow, method, print, text, type Code } from '../../playwright/code.js';
import { customMatcherAssertion, isCustomMatcher } from './custom-matchers.js';
import {
  type Arg,
  type Op,
  chaiMethods,
  chaiProperties,
  coercesToNumber,
  isNumeric,
  jasmineArity,
  jasmineMatchers,
  matcherText,
  plainMatcher,
  type Matcher,
} from './matchers.js';
import { webFirstAssertion } from './web-first.js';
import { lookupTable } from '../../core/lookup-table.js';

/** `expect(actual)` (Jasmine or Chai): the start of an expectation. */
export function expectCall(
  node: ts.CallExpression,
  callee: ts.Identifier,
  global: string | undefined,
  cx: RuleContext,
): Out | undefined {
  if (callee.text !== 'expect' || global) return undefined;
  if (isUserDeclared(callee, cx)) return undefined;
  const actualNode = node.arguments[0];
  if (!actualNode) return undefined;
  const before = cx.frame.awaitsEmitted;
  const actual = { ...evaluateActual(actualNode, cx), awaits: cx.frame.awaitsEmitted > before };
  const messageNode = node.arguments[1];
  const expectation: Expectation = {
    actual,
    actualNode,
    negated: false,
    chai: false,
    eventually: false,
    deep: false,
  };
  if (messageNode) expectation.message = cx.emit(messageNode);
  return out(cx.original(node), { type: 'expectation', expectation });
}

/** Whether `expect` is a user variable other than chai's / Playwright's import. */
function isUserDeclared(id: ts.Identifier, cx: RuleContext): boolean {
  const decl = cx.declarationOf(id);
  if (!decl) return false;
  // `import { expect } from 'chai'` / `const expect = require('chai').expect` / `chai.expect`.
  let text = '';
  if (ts.isVariableDeclaration(decl) && decl.initializer) text = cx.original(decl.initializer);
  if (ts.isImportSpecifier(decl)) text = cx.original(decl.parent.parent.parent);
  return !(text.includes('chai') || text.includes('@playwright/test'));
}

/** The actual value; `await x` in async-style code is looked through so its read is kept. */
function evaluateActual(node: ts.Expression, cx: RuleContext): { text: string; kind: Out['kind'] } {
  let inner: ts.Expression = node;
  while (ts.isParenthesizedExpression(inner)) inner = inner.expression;
  if (ts.isAwaitExpression(inner)) {
    const awaited = cx.expr(inner.expression);
    if (
      (awaited.kind.type === 'promise' && (awaited.kind.read || awaited.kind.pollable)) ||
      awaited.kind.type === 'finders'
    )
      return awaited;
    // Anything else stays awaited, as the user wrote it.
    return cx.expr(inner);
  }
  return cx.expr(node);
}

/** `x.should…` (Chai's should style). */
export function shouldProperty(
  node: ts.PropertyAccessExpression,
  receiver: Out,
  name: string,
  cx: RuleContext,
): Out | undefined {
  if (name !== 'should') return undefined;
  const expectation: Expectation = {
    actual: receiver,
    actualNode: node.expression,
    negated: false,
    chai: true,
    eventually: false,
    deep: false,
  };
  void cx;
  return out(cx.original(node), { type: 'expectation', expectation });
}

/** `.not`, Chai's chain words, `eventually`, `deep`, and Chai's terminal properties. */
export function expectationProperty(
  node: ts.PropertyAccessExpression,
  receiver: Out,
  name: string,
  cx: RuleContext,
): Out | undefined {
  if (receiver.kind.type !== 'expectation') return undefined;
  const e = receiver.kind.expectation;
  const next = (changes: Partial<Expectation>): Out =>
    out(cx.original(node), { type: 'expectation', expectation: { ...e, ...changes } });
  if (name === 'not') return next({ negated: !e.negated });
  if (chaiLanguageChains.has(name)) return next({ chai: true });
  if (name === 'eventually') return next({ chai: true, eventually: true });
  if (name === 'deep') return next({ chai: true, deep: true });
  if (e.chai && isTerminalPropertyPosition(node)) {
    const property = chaiProperties[name];
    if (property)
      return assertion(
        e,
        property.op,
        property.arg !== undefined ? { text: property.arg, node: undefined } : undefined,
        node,
        cx,
      );
  }
  if (name === 'fulfilled' || name === 'rejected') {
    cx.todo(node, 'protractor/assertions/chai-unsupported', name);
    return out(cx.original(node));
  }
  return undefined;
}

/** A Chai property is an assertion only at the end of the chain (not before `.equal(…)`). */
function isTerminalPropertyPosition(node: ts.PropertyAccessExpression): boolean {
  const parent = node.parent;
  return (
    !(ts.isPropertyAccessExpression(parent) && parent.expression === node) &&
    !(ts.isCallExpression(parent) && parent.expression === node)
  );
}

/** A matcher call on an expectation. */
export function expectationCall(
  node: ts.CallExpression,
  receiver: Out,
  name: string,
  cx: RuleContext,
): Out | undefined {
  if (receiver.kind.type !== 'expectation') return undefined;
  const e = receiver.kind.expectation;
  if (name === 'withContext') {
    const message = node.arguments[0] ? cx.emit(node.arguments[0]) : undefined;
    return out(cx.original(node), {
      type: 'expectation',
      expectation: { ...e, ...(message ? { message } : {}) },
    });
  }
  if (name.startsWith('toHaveBeenCalled') || name === 'toHaveBeenCalledWith') {
    cx.todo(node, 'protractor/assertions/spy');
    return out(cx.original(node));
  }
  let op: Op | undefined = jasmineMatchers[name];
  if (e.chai || !op) {
    const chai = chaiMethods[name];
    if (chai)
      op =
        e.deep && chai === 'toBe' ? 'toEqual' : e.deep && chai === 'toContain' ? 'toContain' : chai;
  }
  if (!op) {
    if (e.chai && (name === 'a' || name === 'an')) return typeAssertion(e, node, cx);
    if (e.chai && name === 'oneOf') {
      const list = node.arguments[0] ? cx.emit(node.arguments[0]) : '[]';
      const expect = cx.useExpect();
      return out(
        `${expect}(${list}).${e.negated ? 'not.' : ''}toContain(${actualValue(e, cx)})`,
        unknown,
      );
    }
    if (!e.chai && isCustomMatcher(name, cx))
      return customMatcherAssertion(e, node, name, actualValue(e, cx), cx);
    cx.todo(
      node,
      e.chai ? 'protractor/assertions/chai-unsupported' : 'protractor/assertions/unknown-matcher',
      name,
    );
    return out(cx.original(node));
  }
  const expected = e.chai ? undefined : jasmineArity[op];
  const messageNode = expected === undefined ? undefined : node.arguments[expected];
  if (messageNode && !e.message && ts.isStringLiteralLike(messageNode)) {
    // `toBeGreaterThan(0, 'no rows')`: a failure message Jasmine ignored, kept as expect's message.
    const argNode = expected === 1 ? node.arguments[0] : undefined;
    const arg = argNode ? { text: cx.emit(argNode), node: argNode } : undefined;
    return assertion({ ...e, message: cx.emit(messageNode) }, op, arg, node, cx);
  }
  const argNode = node.arguments[0];
  const arg = argNode ? { text: cx.emit(argNode), node: argNode } : undefined;
  const extra = node.arguments.slice(1).map((a) => cx.emit(a));
  return assertion(e, op, arg, node, cx, extra);
}

function typeAssertion(e: Expectation, node: ts.CallExpression, cx: RuleContext): Out {
  const type = stringValue(node.arguments[0]);
  const expect = cx.useExpect();
  const actual = actualValue(e, cx);
  const not = e.negated ? 'not.' : '';
  if (type === 'array') return out(`${expect}(Array.isArray(${actual})).${not}toBe(true)`, unknown);
  if (type !== undefined)
    return out(`${expect}(typeof ${actual}).${not}toBe('${type.toLowerCase()}')`, unknown);
  cx.todo(node, 'protractor/assertions/chai-unsupported', 'a');
  return out(cx.original(node));
}

/** The actual value as a plain expression (awaited if it is a promise). */
function actualValue(e: Expectation, cx: RuleContext): string {
  return cx.settle(e.actual as Out, e.actualNode);
}

/** Builds the assertion from the expectation, the matcher and its argument. */
function assertion(
  e: Expectation,
  op: Op,
  arg: Arg | undefined,
  node: ts.Node,
  cx: RuleContext,
  extra: string[] = [],
): Out {
  const expect = cx.useExpect();
  const message = e.message ? `, ${e.message}` : '';
  const actual = e.actual;

  // `expect(arr.length).toBe(n)` where `arr` came from `element.all(…).then(arr => …)`.
  const countSource = locatorArrayLength(e.actualNode, cx);
  if (countSource && (op === 'toBe' || op === 'toEqual') && arg) {
    return out(
      `${expect}(${countSource}${message}).${e.negated ? 'not.' : ''}toHaveCount(${arg.text})`,
      { type: 'promise', of: unknown },
    );
  }

  if (actual.kind.type === 'promise' && actual.kind.read) {
    const webFirst = webFirstAssertion(actual.kind.read, op, arg, e.negated, cx);
    if (webFirst) {
      const code = expectWebFirst(cx.out, webFirst.target, webFirst.matcher, webFirst.args, {
        negated: webFirst.not,
        ...(e.message ? { message: text(e.message) } : {}),
      });
      // The caller awaits the assertion: the builder's `await` is left to it.
      return out(print(code.k === 'await' ? code.expr : code), { type: 'promise', of: unknown });
    }
    // No web-first matcher: poll the read, which retries like Protractor's implicit waits.
    const readMap = actual.kind.map;
    const map = coercesToNumber(op, actual.kind.of)
      ? (v: string) => `Number(${readMap ? readMap(v) : v})`
      : readMap;
    const read = map
      ? method(text(actual.text), 'then', arrow(['value'], text(map('value'))))
      : text(actual.text);
    return poll(e, read, plainMatcher(op, arg, extra, cx), cx);
  }
  if (actual.kind.type === 'finder' || actual.kind.type === 'finders') {
    // expect(element).toBeTruthy() and friends: the element itself, not a value.
    const loc = cx.locatorText(actual as Out);
    if (op === 'toBeTruthy' || op === 'toBeDefined')
      return out(`${expect}(${loc}${message}).${e.negated ? 'not.' : ''}toBeAttached()`, {
        type: 'promise',
        of: unknown,
      });
  }
  if (actual.kind.type === 'promise' && actual.kind.pollable) {
    // A page-object method that only reads the page: polled, so it waits like Protractor did.
    return poll(e, text(actual.text), plainMatcher(op, arg, extra, cx), cx);
  }
  const settled = cx.settle(actual as Out, e.actualNode);
  const value =
    coercesToNumber(op, actual.kind.type === 'promise' ? actual.kind.of : actual.kind) &&
    !isNumeric(e.actualNode)
      ? `Number(${settled})`
      : settled;
  const matcher = matcherText(plainMatcher(op, arg, extra, cx));
  return out(`${expect}(${value}${message}).${e.negated ? 'not.' : ''}${matcher}`, unknown);
}

/**
 * `expect.poll(read).matcher(…)`, built by the output layer: the read again each time, by the
 * function its kind names (`poll`), else `() => read` — `async` when the read awaits (a fact of
 * its emission, `Expectation.actual.awaits`).
 */
function poll(e: Expectation, read: Code, matcher: Matcher, cx: RuleContext): Out {
  const kind = e.actual.kind;
  const fn = (kind.type === 'promise' && kind.poll) || arrow([], read, e.actual.awaits === true);
  const code = expectPoll(cx.out, { fn }, matcher.name, matcher.args.map(text), {
    negated: e.negated,
    ...(e.message ? { message: text(e.message) } : {}),
  });
  // The caller awaits the assertion: the builder's `await` is left to it.
  return out(print(code.k === 'await' ? code.expr : code), { type: 'promise', of: unknown });
}

/** `arr.length` where `arr` is the Locator[] from `element.all(…).then(arr => …)`. */
function locatorArrayLength(node: ts.Expression, cx: RuleContext): string | undefined {
  if (
    !ts.isPropertyAccessExpression(node) ||
    node.name.text !== 'length' ||
    !ts.isIdentifier(node.expression)
  )
    return undefined;
  const decl = cx.declarationOf(node.expression);
  // A reassigned array may hold another list by now: its length is read as it is.
  if (!decl || (ts.isVariableDeclaration(decl) && cx.isReassigned(decl))) return undefined;
  const kind = cx.state.declKinds.get(decl);
  return kind?.type === 'locator-array' && kind.source ? kind.source : undefined;
}

/** `jasmine.any(Number)` → `expect.any(Number)` and the other asymmetric matchers. */
const asymmetric = lookupTable<Record<string, string>>({
  any: 'any',
  anything: 'anything',
  objectContaining: 'objectContaining',
  arrayContaining: 'arrayContaining',
  stringMatching: 'stringMatching',
  stringContaining: 'stringContaining',
});

export function jasmineHelper(node: ts.CallExpression, cx: RuleContext): Out | undefined {
  const callee = node.expression;
  if (ts.isIdentifier(callee) && callee.text === 'spyOn' && !cx.declarationOf(callee)) {
    cx.todo(node, 'protractor/assertions/spy');
    return out(cx.original(node));
  }
  if (
    !ts.isPropertyAccessExpression(callee) ||
    !ts.isIdentifier(callee.expression) ||
    callee.expression.text !== 'jasmine'
  )
    return undefined;
  if (callee.name.text === 'createSpy' || callee.name.text === 'createSpyObj') {
    cx.todo(node, 'protractor/assertions/spy');
    return out(cx.original(node));
  }
  const name = asymmetric[callee.name.text];
  if (!name) return undefined;
  return out(`${cx.useExpect()}.${name}(${cx.args(node).join(', ')})`, unknown);
}

/** Jasmine's `fail(message)` → a thrown error. */
export function failCall(
  node: ts.CallExpression,
  callee: ts.Identifier,
  global: string | undefined,
  cx: RuleContext,
): Out | undefined {
  if (callee.text !== 'fail' || global || cx.declarationOf(callee)) return undefined;
  const args = cx.args(node);
  const message = args[0] ?? "'fail() was called'";
  return out(`${cx.useExpect()}(true, ${message}).toBe(false)`, unknown);
}
