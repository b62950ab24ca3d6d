/**
 * Assertions of Node `assert`, Chai (`assert`, `expect`, chai-as-promised `eventually`) and
 * Jest/Jasmine `expect`, read into one neutral form; a read the source asserted becomes a web-first
 * assertion on its locator or page when one says the same (`getText` equal → `toHaveText`), any
 * other value gets Playwright's `expect`.
 */
import ts from 'typescript';
import { chaiLanguageChains } from '../../core/chai.js';
import { awaited, method, text, type Code } from '../../playwright/code.js';
import { expectValue, expectWebFirst } from '../../playwright/assertions.js';
import { isPromise, settle, value, type Value } from '../../playwright/values.js';
import { reads } from '../../webdriver/elements.js';
import { bindingOf, unwrap } from './analysis.js';
import { isRunnerGlobal } from './bindings.js';
import type { RuleContext } from './context.js';
import { lookupTable } from '../../core/lookup-table.js';

type How =
  | 'equal' | 'deep-equal' | 'contain' | 'match' | 'truthy' | 'falsy' | 'length' | 'true' | 'false'
  | 'above' | 'below' | 'least' | 'most' | 'null' | 'undefined' | 'instance'
  | 'missing'; // prettier-ignore

export interface Assertion {
  actual: ts.Expression;
  how: How;
  expected?: ts.Expression;
  negated: boolean;
  message?: ts.Expression;
}

/** Node's and Chai's `assert.*` → how, and where the expected value and message are. */
const assertMethods = lookupTable<
  Record<string, { how: How; negated?: boolean; expects: boolean }>
>({
  equal: { how: 'equal', expects: true },
  strictEqual: { how: 'equal', expects: true },
  deepEqual: { how: 'deep-equal', expects: true },
  deepStrictEqual: { how: 'deep-equal', expects: true },
  notEqual: { how: 'equal', negated: true, expects: true },
  notStrictEqual: { how: 'equal', negated: true, expects: true },
  notDeepEqual: { how: 'deep-equal', negated: true, expects: true },
  notDeepStrictEqual: { how: 'deep-equal', negated: true, expects: true },
  ok: { how: 'truthy', expects: false },
  isOk: { how: 'truthy', expects: false },
  isNotOk: { how: 'falsy', expects: false },
  isTrue: { how: 'true', expects: false },
  isFalse: { how: 'false', expects: false },
  match: { how: 'match', expects: true },
  include: { how: 'contain', expects: true },
  includes: { how: 'contain', expects: true },
  notInclude: { how: 'contain', negated: true, expects: true },
  lengthOf: { how: 'length', expects: true },
});

/** Chai's terminal words (calls and properties). */
const chaiTerminals = lookupTable<Record<string, How>>({
  equal: 'equal', equals: 'equal', eq: 'equal', eql: 'deep-equal', include: 'contain',
  includes: 'contain', contain: 'contain', contains: 'contain', match: 'match', matches: 'match',
  lengthOf: 'length', length: 'length', ok: 'truthy', true: 'true', false: 'false',
  above: 'above', gt: 'above', greaterThan: 'above', below: 'below', lt: 'below',
  lessThan: 'below', least: 'least', gte: 'least', most: 'most', lte: 'most', null: 'null',
  undefined: 'undefined', instanceOf: 'instance', instanceof: 'instance',
}); // prettier-ignore

/** Chai's language chains, and `a`/`an` used as words rather than type checks. */
const chaiWords = new Set([...chaiLanguageChains, 'a', 'an']);

/** Jest/Jasmine matchers with a neutral reading (others pass through to Playwright's `expect`). */
const jestMatchers = lookupTable<Record<string, How>>({
  toBe: 'equal', toEqual: 'deep-equal', toStrictEqual: 'deep-equal', toContain: 'contain',
  toMatch: 'match', toBeTruthy: 'truthy', toBeFalsy: 'falsy', toHaveLength: 'length',
  toBeGreaterThan: 'above', toBeLessThan: 'below', toBeGreaterThanOrEqual: 'least',
  toBeLessThanOrEqual: 'most', toBeNull: 'null', toBeUndefined: 'undefined',
  // Jasmine's own (Playwright's `expect` has none of them)
  toBeTrue: 'true', toBeFalse: 'false', toHaveSize: 'length',
}); // prettier-ignore

function isAssertModule(module: string): boolean {
  return (
    module === 'assert' ||
    module === 'node:assert' ||
    module === 'assert/strict' ||
    module === 'node:assert/strict'
  );
}

/** The neutral reading of an assertion call, or undefined when it is not one this knows. */
export function readAssertion(
  node: ts.CallExpression | ts.PropertyAccessExpression,
  cx: RuleContext,
): Assertion | 'unknown' | undefined {
  const checker = cx.facts.checker;
  if (ts.isCallExpression(node)) {
    const callee = node.expression;
    // assert(x, msg)
    const direct = bindingOf(checker, callee);
    if (direct && isAssertModule(direct.module) && !direct.name && node.arguments[0])
      return {
        actual: node.arguments[0],
        how: 'truthy',
        negated: false,
        ...(node.arguments[1] ? { message: node.arguments[1] } : {}),
      };
    if (ts.isPropertyAccessExpression(callee)) {
      const owner = bindingOf(checker, callee.expression);
      const isAssert =
        (owner && isAssertModule(owner.module) && !owner.name) ||
        (owner?.module === 'chai' && owner.name === 'assert');
      if (isAssert) {
        const entry = assertMethods[callee.name.text];
        if (!entry || !node.arguments[0]) return 'unknown';
        const [actual, second, third] = node.arguments;
        const message = entry.expects ? third : second;
        return {
          actual,
          how: entry.how,
          negated: entry.negated ?? false,
          ...(entry.expects && second ? { expected: second } : {}),
          ...(message ? { message } : {}),
        };
      }
    }
  }
  return readExpectChain(node, cx);
}

/** `expect(x).…` chains: Chai's words and flags, or a Jest/Jasmine matcher. */
function readExpectChain(
  node: ts.CallExpression | ts.PropertyAccessExpression,
  cx: RuleContext,
): Assertion | 'unknown' | undefined {
  const words: { name: string; args?: readonly ts.Expression[] }[] = [];
  let e: ts.Expression = node;
  for (;;) {
    if (ts.isCallExpression(e) && ts.isPropertyAccessExpression(e.expression)) {
      words.unshift({ name: e.expression.name.text, args: e.arguments });
      e = e.expression.expression;
    } else if (ts.isPropertyAccessExpression(e)) {
      words.unshift({ name: e.name.text });
      e = e.expression;
    } else break;
  }
  if (!ts.isCallExpression(e) || !e.arguments[0]) return undefined;
  const binding = bindingOf(cx.facts.checker, e.expression);
  const isChai = binding?.module === 'chai' && binding.name === 'expect';
  const isGlobalExpect = isRunnerGlobal(cx.facts.checker, e.expression, 'expect');
  if (!isChai && !isGlobalExpect) return undefined;
  const actual = e.arguments[0];
  const message = e.arguments[1];
  let negated = false;
  if (isGlobalExpect) {
    // Jest's way to assert an element is absent: the find rejects (`await expect(
    // driver.findElement(x)).rejects.toThrow()`); a locator does not, so it is counted instead.
    if (
      words.length === 2 &&
      words[0]!.name === 'rejects' &&
      /^toThrow(Error)?$/.test(words[1]!.name) &&
      isFind(actual)
    )
      return { actual, how: 'missing', negated: false };
    const rest = words.filter((w) => w.name !== 'resolves');
    if (rest[0]?.name === 'not') {
      negated = true;
      rest.shift();
    }
    const matcher = rest[0];
    if (rest.length !== 1 || !matcher?.args) return 'unknown';
    const how = jestMatchers[matcher.name];
    if (!how) return 'unknown';
    return { actual, how, negated, ...(matcher.args[0] ? { expected: matcher.args[0] } : {}) };
  }
  let how: How | undefined;
  let expected: ts.Expression | undefined;
  let deep = false;
  for (const word of words) {
    if (word.name === 'not') negated = !negated;
    else if (word.name === 'deep') deep = true;
    else if (word.name === 'eventually' || chaiWords.has(word.name)) continue;
    else if (chaiTerminals[word.name] && !how) {
      how = chaiTerminals[word.name];
      expected = word.args?.[0];
    } else return 'unknown';
  }
  if (!how) return 'unknown';
  if (deep && how === 'equal') how = 'deep-equal';
  return {
    actual,
    how,
    negated,
    ...(expected ? { expected } : {}),
    ...(message ? { message } : {}),
  };
}

/** `x.findElement(…)`, awaited or not. */
function isFind(node: ts.Expression): boolean {
  const e = unwrap(node);
  return (
    ts.isCallExpression(e) &&
    ts.isPropertyAccessExpression(e.expression) &&
    e.expression.name.text === 'findElement'
  );
}

function isChai(node: ts.Expression, cx: RuleContext): boolean {
  let e = node;
  while (ts.isCallExpression(e) || ts.isPropertyAccessExpression(e)) {
    const binding = bindingOf(cx.facts.checker, e.expression);
    if (binding?.module === 'chai') return true;
    e = e.expression;
  }
  return false;
}

function isGlobalExpect(node: ts.Expression, cx: RuleContext): boolean {
  let e = node;
  while (ts.isCallExpression(e) || ts.isPropertyAccessExpression(e)) {
    if (ts.isCallExpression(e) && ts.isIdentifier(e.expression))
      return isRunnerGlobal(cx.facts.checker, e.expression, 'expect');
    e = e.expression;
  }
  return false;
}

/** An assertion call (or a Chai property assertion) → Playwright; undefined when not one. */
export function assertionRule(
  node: ts.CallExpression | ts.PropertyAccessExpression,
  cx: RuleContext,
): Value | undefined {
  const assertion = readAssertion(node, cx);
  if (!assertion) return undefined;
  if (assertion === 'unknown') {
    // Jest's and Jasmine's other matchers are Playwright's too: only Node's and Chai's are kept.
    if (isGlobalExpect(node, cx)) return undefined;
    if (isChai(node, cx)) return cx.todo(node, 'selenium/assertion-unsupported');
    cx.report(node, 'selenium/assertion-kept');
    return undefined;
  }
  return value(emitAssertion(assertion, cx), { t: 'value' });
}

const valueMatchers: Record<How, string> = {
  equal: 'toBe', 'deep-equal': 'toEqual', contain: 'toContain', match: 'toMatch', truthy: 'toBeTruthy',
  falsy: 'toBeFalsy', length: 'toHaveLength', true: 'toBe', false: 'toBe',
  above: 'toBeGreaterThan', below: 'toBeLessThan', least: 'toBeGreaterThanOrEqual',
  most: 'toBeLessThanOrEqual', null: 'toBeNull', undefined: 'toBeUndefined', instance: 'toBeInstanceOf',
  missing: 'rejects.toThrow',
}; // prettier-ignore

function skipParentheses(node: ts.Expression): ts.Expression {
  return ts.isParenthesizedExpression(node) ? skipParentheses(node.expression) : node;
}

export function emitAssertion(a: Assertion, cx: RuleContext): Code {
  const inner = cx.expr(unwrap(a.actual));
  // `await x` of the user's own promise: the await stays; a plain value (an alert's recorded
  // message) is not awaited.
  const awaitedInSource = ts.isAwaitExpression(skipParentheses(a.actual));
  const actual =
    inner.shape.t === 'locators'
      ? value(awaited(method(inner.code, 'all')), { t: 'locator-array' })
      : awaitedInSource &&
          !isPromise(inner.shape) &&
          inner.shape.t !== 'read' &&
          inner.shape.t !== 'value'
        ? value(awaited(inner.code), { t: 'value' })
        : inner;
  const expected = a.expected ? cx.settle(a.expected) : undefined;
  const message = a.message ? cx.settle(a.message) : undefined;
  const options = { ...(message ? { message } : {}) };
  if (a.how === 'missing' && inner.shape.t === 'locator')
    return expectWebFirst(cx.out, inner.code, 'toHaveCount', [text('0')], options);
  // The elements a find returns, counted (`expect(await driver.findElements(…)).toHaveLength(2)`)
  if (inner.shape.t === 'locators' && a.how === 'length' && expected)
    return expectWebFirst(cx.out, inner.code, 'toHaveCount', [expected], {
      ...options,
      negated: a.negated,
    });
  if (actual.shape.t === 'read') {
    const read = actual.shape.read;
    const how =
      a.how === 'true'
        ? 'truthy'
        : a.how === 'false' || a.how === 'falsy'
          ? 'truthy'
          : a.how === 'deep-equal'
            ? 'equal'
            : a.how;
    const negated = a.negated !== (a.how === 'false' || a.how === 'falsy');
    const form =
      how === 'equal' || how === 'contain' || how === 'match' || how === 'truthy'
        ? reads[read.kind].webFirst?.(read.args, expected, how, read.leaf ?? false)
        : undefined;
    if (form)
      return expectWebFirst(cx.out, read.target, form.matcher, form.args, {
        ...options,
        negated: form.negate ? !negated : negated,
      });
    if (reads[read.kind].unreadable) return cx.todo(a.actual, 'selenium/accessibility-read').code;
  }
  const args =
    a.how === 'true'
      ? [text('true')]
      : a.how === 'false'
        ? [text('false')]
        : expected
          ? [expected]
          : [];
  return expectValue(cx.out, settle(actual), valueMatchers[a.how], args, {
    ...options,
    negated: a.negated,
  });
}
