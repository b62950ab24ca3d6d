/**
 * Assertions: Jasmine `expect(x).matcher(y)` and Chai `expect(x).to…` / `x.should…` (with
 * chai-as-promised `eventually`). Protractor resolved promises passed to `expect` after waiting
 * for Angular, so an assertion on an element read becomes a web-first assertion on the locator
 * (`toHaveText`, `toBeVisible`, `toHaveCount`…), which retries until the page settles. Reads with
 * no web-first matcher are polled (`expect.poll`), other promises are awaited.
 */
import ts from 'typescript';
import { chaiLanguageChains } from '../../core/chai.js';
import type { RuleContext } from './context.js';
import { out, unknown, type Expectation, type Kind, type Out, type Read } from './kinds.js';
import { quote, stringValue, substringRegex, thunk } from './text.js';
import { customMatcherAssertion, isCustomMatcher } from './custom-matchers.js';

/** A matcher normalised across Jasmine and Chai. */
type Op =
  | 'toBe'
  | 'toEqual'
  | 'toContain'
  | 'toMatch'
  | 'toBeTruthy'
  | 'toBeFalsy'
  | 'toBeNull'
  | 'toBeUndefined'
  | 'toBeDefined'
  | 'toBeNaN'
  | 'toBeGreaterThan'
  | 'toBeLessThan'
  | 'toBeGreaterThanOrEqual'
  | 'toBeLessThanOrEqual'
  | 'toBeCloseTo'
  | 'toHaveLength'
  | 'toThrow'
  | 'toBeInstanceOf'
  | 'toHaveProperty'
  | 'toBeEmpty';

/** Jasmine matchers: most keep their name in Playwright's expect. */
const jasmineMatchers: Record<string, Op> = {
  toBe: 'toBe',
  toEqual: 'toEqual',
  toContain: 'toContain',
  toMatch: 'toMatch',
  toBeTruthy: 'toBeTruthy',
  toBeFalsy: 'toBeFalsy',
  toBeNull: 'toBeNull',
  toBeUndefined: 'toBeUndefined',
  toBeDefined: 'toBeDefined',
  toBeNaN: 'toBeNaN',
  toBeGreaterThan: 'toBeGreaterThan',
  toBeLessThan: 'toBeLessThan',
  toBeGreaterThanOrEqual: 'toBeGreaterThanOrEqual',
  toBeLessThanOrEqual: 'toBeLessThanOrEqual',
  toBeCloseTo: 'toBeCloseTo',
  toHaveSize: 'toHaveLength',
  toThrow: 'toThrow',
  toThrowError: 'toThrow',
  toBeInstanceOf: 'toBeInstanceOf',
};

/** Chai assertion methods. */
const chaiMethods: Record<string, Op> = {
  equal: 'toBe',
  equals: 'toBe',
  eq: 'toBe',
  eql: 'toEqual',
  eqls: 'toEqual',
  contain: 'toContain',
  contains: 'toContain',
  include: 'toContain',
  includes: 'toContain',
  match: 'toMatch',
  matches: 'toMatch',
  above: 'toBeGreaterThan',
  gt: 'toBeGreaterThan',
  greaterThan: 'toBeGreaterThan',
  below: 'toBeLessThan',
  lt: 'toBeLessThan',
  lessThan: 'toBeLessThan',
  least: 'toBeGreaterThanOrEqual',
  gte: 'toBeGreaterThanOrEqual',
  most: 'toBeLessThanOrEqual',
  lte: 'toBeLessThanOrEqual',
  length: 'toHaveLength',
  lengthOf: 'toHaveLength',
  instanceof: 'toBeInstanceOf',
  instanceOf: 'toBeInstanceOf',
  property: 'toHaveProperty',
  throw: 'toThrow',
  throws: 'toThrow',
  closeTo: 'toBeCloseTo',
};

/** Chai terminal properties (`expect(x).to.be.true`). */
const chaiProperties: Record<string, { op: Op; arg?: string }> = {
  true: { op: 'toBe', arg: 'true' },
  false: { op: 'toBe', arg: 'false' },
  null: { op: 'toBeNull' },
  undefined: { op: 'toBeUndefined' },
  ok: { op: 'toBeTruthy' },
  exist: { op: 'toBeDefined' },
  NaN: { op: 'toBeNaN' },
  empty: { op: 'toBeEmpty' },
};

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
  const actual = evaluateActual(actualNode, cx);
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
    cx.todo(node, 'assertions/chai-unsupported', name);
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
    cx.todo(node, 'assertions/spy');
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
    cx.todo(node, e.chai ? 'assertions/chai-unsupported' : 'assertions/unknown-matcher', name);
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

/** How many arguments a Jasmine matcher takes (a string after them is a failure message). */
const jasmineArity: Partial<Record<Op, number>> = {
  toBe: 1,
  toEqual: 1,
  toContain: 1,
  toMatch: 1,
  toBeTruthy: 0,
  toBeFalsy: 0,
  toBeNull: 0,
  toBeUndefined: 0,
  toBeDefined: 0,
  toBeNaN: 0,
  toBeGreaterThan: 1,
  toBeLessThan: 1,
  toBeGreaterThanOrEqual: 1,
  toBeLessThanOrEqual: 1,
};

function typeAssertion(e: Expectation, node: ts.CallExpression, cx: RuleContext): Out {
  const type = stringValue(node.arguments[0]);
  const expect = cx.useExpect();
  const actual = actualValue(e, cx);
  const not = e.negated ? 'not.' : '';
  if (type === 'array') return out(`${expect}(Array.isArray(${actual})).${not}toBe(true)`, unknown);
  if (type !== undefined)
    return out(`${expect}(typeof ${actual}).${not}toBe('${type.toLowerCase()}')`, unknown);
  cx.todo(node, 'assertions/chai-unsupported', 'a');
  return out(cx.original(node));
}

interface Arg {
  text: string;
  node: ts.Expression | undefined;
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
      return out(
        `${expect}(${webFirst.target}${message}).${webFirst.not ? 'not.' : ''}${webFirst.matcher}`,
        { type: 'promise', of: unknown },
      );
    }
    // No web-first matcher: poll the read, which retries like Protractor's implicit waits.
    const matcher = plainMatcher(op, arg, extra, cx);
    const readMap = actual.kind.map;
    const map = coercesToNumber(op, actual.kind.of)
      ? (v: string) => `Number(${readMap ? readMap(v) : v})`
      : readMap;
    const poll = `${expect}.poll(${thunk(pollable(actual.text, map))}${message ? `, { message: ${e.message} }` : ''})`;
    return out(`${poll}.${e.negated ? 'not.' : ''}${matcher}`, { type: 'promise', of: unknown });
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
    const matcher = plainMatcher(op, arg, extra, cx);
    const poll = `${expect}.poll(${thunk(actual.text)}${message ? `, { message: ${e.message} }` : ''})`;
    return out(`${poll}.${e.negated ? 'not.' : ''}${matcher}`, { type: 'promise', of: unknown });
  }
  const settled = cx.settle(actual as Out, e.actualNode);
  const value =
    coercesToNumber(op, actual.kind.type === 'promise' ? actual.kind.of : actual.kind) &&
    !isNumeric(e.actualNode)
      ? `Number(${settled})`
      : settled;
  const matcher = plainMatcher(op, arg, extra, cx);
  return out(`${expect}(${value}${message}).${e.negated ? 'not.' : ''}${matcher}`, unknown);
}

/**
 * Jasmine's ordering matchers compare with `>`/`<`, which converts a numeric string (a `getText()`
 * of a counter) to a number; Playwright's require a number, so the actual is converted the same way.
 */
function coercesToNumber(op: Op, kind: Kind): boolean {
  if (
    op !== 'toBeGreaterThan' &&
    op !== 'toBeLessThan' &&
    op !== 'toBeGreaterThanOrEqual' &&
    op !== 'toBeLessThanOrEqual'
  )
    return false;
  return !(kind.type === 'value' && kind.of === 'number');
}

/** An expression that is a number as written: a literal, a `.length`, arithmetic. */
function isNumeric(node: ts.Expression | undefined): boolean {
  if (!node) return false;
  if (ts.isParenthesizedExpression(node) || ts.isAwaitExpression(node))
    return isNumeric(node.expression);
  if (ts.isNumericLiteral(node)) return true;
  if (ts.isPropertyAccessExpression(node)) return node.name.text === 'length';
  if (ts.isPrefixUnaryExpression(node)) return node.operator === ts.SyntaxKind.MinusToken;
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind;
    return (
      op === ts.SyntaxKind.MinusToken ||
      op === ts.SyntaxKind.AsteriskToken ||
      op === ts.SyntaxKind.SlashToken ||
      op === ts.SyntaxKind.PercentToken
    );
  }
  return false;
}

function pollable(text: string, map: ((a: string) => string) | undefined): string {
  if (!map) return text;
  return `${text}.then((value) => ${map('value')})`;
}

/** A Jasmine/Chai matcher as Playwright's (Jest-style) expect writes it. */
function plainMatcher(op: Op, arg: Arg | undefined, extra: string[], cx: RuleContext): string {
  const a = arg?.text ?? '';
  switch (op) {
    case 'toMatch': {
      // Jasmine's toMatch('x') compiles the string as a regular expression.
      const literal = stringValue(arg?.node);
      if (literal !== undefined) return `toMatch(${regexFromSource(literal)})`;
      if (arg?.node && ts.isRegularExpressionLiteral(arg.node)) return `toMatch(${a})`;
      return `toMatch(new RegExp(${a}))`;
    }
    case 'toContain':
      // Jasmine's toContain compares array items deeply.
      if (arg?.node && isStructured(arg.node)) return `toContainEqual(${a})`;
      return `toContain(${a})`;
    case 'toBeEmpty':
      return 'toHaveLength(0)';
    case 'toBeCloseTo':
      return `toBeCloseTo(${[a, ...extra].join(', ')})`;
    case 'toHaveProperty':
      return `toHaveProperty(${[a, ...extra].join(', ')})`;
    default:
      void cx;
      return `${op}(${a})`;
  }
}

function isStructured(node: ts.Expression): boolean {
  if (ts.isObjectLiteralExpression(node) || ts.isArrayLiteralExpression(node)) return true;
  if (ts.isCallExpression(node)) {
    // `jasmine.…(…)` or `expect.…(…)`: the root of the callee's chain, right before a `.`.
    let link: ts.Expression = node.expression;
    while (
      (ts.isPropertyAccessExpression(link) || ts.isCallExpression(link)) &&
      !ts.isIdentifier(link.expression)
    )
      link = link.expression;
    return (
      ts.isPropertyAccessExpression(link) &&
      ts.isIdentifier(link.expression) &&
      (link.expression.text === 'jasmine' || link.expression.text === 'expect')
    );
  }
  return false;
}

function regexFromSource(source: string): string {
  let body = '';
  for (const ch of source) body += ch === '/' ? '\\/' : ch === '\n' ? '\\n' : ch;
  return `/${body}/`;
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

interface WebFirst {
  target: string;
  matcher: string;
  not: boolean;
}

/** What a boolean expectation asks: true, false, or neither. */
function truth(op: Op, arg: Arg | undefined): boolean | undefined {
  if (op === 'toBeTruthy') return true;
  if (op === 'toBeFalsy') return false;
  if ((op === 'toBe' || op === 'toEqual') && arg) {
    if (arg.text === 'true') return true;
    if (arg.text === 'false') return false;
  }
  return undefined;
}

/**
 * The web-first assertion for an expectation on a read, or undefined when there is none that
 * keeps the meaning.
 */
function webFirstAssertion(
  read: Read,
  op: Op,
  arg: Arg | undefined,
  negated: boolean,
  cx: RuleContext,
): WebFirst | undefined {
  const t = read.target;
  const list = read.list ?? t;
  const literal = stringValue(arg?.node);
  const isRegex = !!arg?.node && ts.isRegularExpressionLiteral(arg.node);
  const equal = op === 'toBe' || op === 'toEqual';
  const bool = truth(op, arg);
  const make = (target: string, matcher: string, not = negated): WebFirst => ({
    target,
    matcher,
    not,
  });
  /** Asserts a boolean state: `positive` when the expectation asks for true. */
  const state = (positive: string, negative: string, target = t): WebFirst | undefined => {
    if (bool === undefined) return undefined;
    const wantTrue = bool !== negated;
    return make(target, wantTrue ? positive : negative, false);
  };
  const textOptions = read.leaf ? '' : ', { useInnerText: true }';
  switch (read.method) {
    case 'getText': {
      if (read.many) {
        if (equal && arg?.node && ts.isArrayLiteralExpression(arg.node))
          return make(list, `toHaveText(${arg.text}${textOptions})`);
        return undefined;
      }
      if (equal && arg) return make(t, `toHaveText(${arg.text}${textOptions})`);
      if (op === 'toContain' && arg) return make(t, `toContainText(${arg.text}${textOptions})`);
      if (op === 'toMatch' && arg) {
        const re =
          literal !== undefined ? regexFromSource(literal) : isRegex ? arg.text : undefined;
        return re ? make(t, `toHaveText(${re}${textOptions})`) : undefined;
      }
      if (op === 'toBeFalsy') return make(t, `toHaveText(''${textOptions})`);
      if (op === 'toBeTruthy') return make(t, `toHaveText(''${textOptions})`, !negated);
      return undefined;
    }
    case 'count':
      if (equal && arg) return make(list, `toHaveCount(${arg.text})`);
      return undefined;
    case 'isDisplayed':
      if (read.many) return undefined;
      return state('toBeVisible()', 'toBeHidden()');
    case 'isPresent':
      if (bool === undefined) return undefined;
      return bool !== negated
        ? make(t, 'toBeAttached()', false)
        : make(list, 'toHaveCount(0)', false);
    case 'isEnabled':
      if (read.many) return undefined;
      return state('toBeEnabled()', 'toBeDisabled()');
    case 'isSelected':
      if (read.many) return undefined;
      return state('toBeChecked()', 'not.toBeChecked()');
    case 'getCssValue': {
      const property = read.args[0];
      if (read.many || !property) return undefined;
      if (equal && arg)
        return make(
          t,
          `toHaveCSS(${property}, ${literal !== undefined ? quote(opaqueColor(literal)) : arg.text})`,
        );
      if (op === 'toMatch' && isRegex && arg) return make(t, `toHaveCSS(${property}, ${arg.text})`);
      return undefined;
    }
    case 'getAttribute':
      return read.many ? undefined : attributeAssertion(read, op, arg, negated, cx);
    case 'getCurrentUrl':
      if (equal && arg) return make(t, `toHaveURL(${arg.text})`);
      if (op === 'toContain' && literal !== undefined)
        return make(t, `toHaveURL(${substringRegex(literal)})`);
      if (op === 'toMatch' && (isRegex || literal !== undefined) && arg)
        return make(t, `toHaveURL(${isRegex ? arg.text : regexFromSource(literal as string)})`);
      return undefined;
    case 'getTitle':
      if (equal && arg) return make(t, `toHaveTitle(${arg.text})`);
      if (op === 'toContain' && literal !== undefined)
        return make(t, `toHaveTitle(${substringRegex(literal)})`);
      if (op === 'toMatch' && (isRegex || literal !== undefined) && arg)
        return make(t, `toHaveTitle(${isRegex ? arg.text : regexFromSource(literal as string)})`);
      return undefined;
    default:
      return undefined;
  }
}

/** WebDriver's `rgba(r, g, b, 1)` is what browsers report as `rgb(r, g, b)`. */
function opaqueColor(value: string): string {
  if (!value.startsWith('rgba(') || !value.endsWith(')')) return value;
  const parts = value
    .slice(5, -1)
    .split(',')
    .map((p) => p.trim());
  return parts.length === 4 && parts[3] === '1' ? `rgb(${parts.slice(0, 3).join(', ')})` : value;
}

function attributeAssertion(
  read: Read,
  op: Op,
  arg: Arg | undefined,
  negated: boolean,
  cx: RuleContext,
): WebFirst | undefined {
  void cx;
  const t = read.target;
  const name = stringValue(read.argNodes[0]);
  const nameText = read.args[0] ?? "''";
  const literal = stringValue(arg?.node);
  const isRegex = !!arg?.node && ts.isRegularExpressionLiteral(arg.node);
  const equal = op === 'toBe' || op === 'toEqual';
  const isNull = op === 'toBeNull' || ((op === 'toBe' || op === 'toEqual') && arg?.text === 'null');
  const make = (matcher: string, not = negated): WebFirst => ({ target: t, matcher, not });
  const pattern = (): string | undefined =>
    op === 'toContain' && literal !== undefined
      ? substringRegex(literal)
      : op === 'toMatch'
        ? isRegex
          ? arg?.text
          : literal !== undefined
            ? regexFromSource(literal)
            : undefined
        : undefined;

  if (name === 'value') {
    if (equal && arg) return make(`toHaveValue(${arg.text})`);
    const re = pattern();
    if (re) return make(`toHaveValue(${re})`);
    if (op === 'toBeFalsy') return make(`toHaveValue('')`);
    if (op === 'toBeTruthy') return make(`toHaveValue('')`, !negated);
    return undefined;
  }
  if (name === 'class') {
    if (equal && arg) return make(`toHaveClass(${arg.text})`);
    const re = pattern();
    if (re) return make(`toHaveClass(${re})`);
    return undefined;
  }
  if (name === 'checked' || name === 'selected' || name === 'disabled') {
    const positive = name === 'disabled' ? 'toBeDisabled()' : 'toBeChecked()';
    const negative = name === 'disabled' ? 'toBeEnabled()' : 'not.toBeChecked()';
    let want: boolean | undefined;
    if (op === 'toBeTruthy' || (equal && literal === 'true')) want = true;
    if (op === 'toBeFalsy' || isNull) want = false;
    if (want === undefined) return undefined;
    return { target: t, matcher: want !== negated ? positive : negative, not: false };
  }
  if (name === 'href' || name === 'src') {
    if (equal && arg) return make(`toHaveJSProperty('${name}', ${arg.text})`);
    return undefined;
  }
  if (equal && arg && !isNull) return make(`toHaveAttribute(${nameText}, ${arg.text})`);
  const re = pattern();
  if (re) return make(`toHaveAttribute(${nameText}, ${re})`);
  if (isNull) return make(`toHaveAttribute(${nameText})`, !negated);
  if (op === 'toBeTruthy' || op === 'toBeDefined') return make(`toHaveAttribute(${nameText})`);
  return undefined;
}

/** `jasmine.any(Number)` → `expect.any(Number)` and the other asymmetric matchers. */
const asymmetric: Record<string, string> = {
  any: 'any',
  anything: 'anything',
  objectContaining: 'objectContaining',
  arrayContaining: 'arrayContaining',
  stringMatching: 'stringMatching',
  stringContaining: 'stringContaining',
};

export function jasmineHelper(node: ts.CallExpression, cx: RuleContext): Out | undefined {
  const callee = node.expression;
  if (ts.isIdentifier(callee) && callee.text === 'spyOn' && !cx.declarationOf(callee)) {
    cx.todo(node, 'assertions/spy');
    return out(cx.original(node));
  }
  if (
    !ts.isPropertyAccessExpression(callee) ||
    !ts.isIdentifier(callee.expression) ||
    callee.expression.text !== 'jasmine'
  )
    return undefined;
  if (callee.name.text === 'createSpy' || callee.name.text === 'createSpyObj') {
    cx.todo(node, 'assertions/spy');
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
