/**
 * TestNG, JUnit 4 and JUnit 5 assertions, TestNG's `SoftAssert`, and the common Hamcrest and AssertJ
 * forms → `expect`. The argument order is the library's: TestNG `assertEquals(actual, expected)`,
 * JUnit `assertEquals(expected, actual)` (JUnit 4 with the message first). A read of the page or an
 * element checked against a value becomes a web-first assertion, which waits as the page settles.
 */
import { tsType } from './types.js';
import { reads } from '../../webdriver/elements.js';
import { print, text } from '../../playwright/code.js';
import { substringRegex } from '../../playwright/assertions.js';
import { Unconvertible, lookup, type RuleContext, type Scope, type Val } from './context.js';
import type { AssertStyle } from './facts.js';
import { field, stringLiteral, type JNode } from './parser.js';
import { callArgs } from './arguments.js';
import { fieldValue } from './fields.js';
import { paren, readCode } from './values.js';
import { lookupTable } from '../../core/lookup-table.js';

const assertNames = new Set([
  'assertEquals', 'assertNotEquals', 'assertTrue', 'assertFalse', 'assertNull', 'assertNotNull',
  'assertSame', 'assertNotSame', 'fail', 'assertThat', 'assertArrayEquals', 'assertAll',
  'assertNotEqualsDeep', 'assertEqualsNoOrder',
]); // prettier-ignore

/** The style of the assertion `node` is, if it is one (`Assert.x`, a static import, a `SoftAssert`). */
function styleOf(
  ctx: RuleContext,
  node: JNode,
  scope: Scope,
): { style: AssertStyle; soft: boolean } | undefined {
  const name = field(node, 'name')?.text ?? '';
  if (!assertNames.has(name)) return undefined;
  const object = field(node, 'object');
  if (!object) return { style: ctx.file.assertStyle, soft: false };
  if (object.text === 'Assertions') return { style: 'junit5', soft: false };
  if (object.text === 'AssertJUnit') return { style: 'junit4', soft: false };
  if (object.text === 'Assert' || object.text === 'org.testng.Assert')
    return { style: ctx.file.assertStyle, soft: false };
  const v =
    object.type === 'identifier'
      ? (lookup(scope, object.text) ?? fieldValue(ctx, scope, object.text))
      : undefined;
  if (v?.t === 'soft') return { style: 'testng', soft: true };
  return undefined;
}

/** Lines for an assertion statement, or undefined when `node` is not one. */
export function assertion(ctx: RuleContext, node: JNode, scope: Scope): string[] | undefined {
  if (node.type !== 'method_invocation') return assertThatChain(ctx, node, scope);
  const found = styleOf(ctx, node, scope);
  if (!found) return assertThatChain(ctx, node, scope);
  const name = field(node, 'name')?.text ?? '';
  const args = callArgs(node);
  const expect = found.soft ? 'expect.soft' : 'expect';
  ctx.importName('@playwright/test', 'expect');
  if (name === 'assertAll') {
    if (found.soft) return [];
    throw new Unconvertible(node, 'selenium-java/unknown-call', 'assertAll');
  }
  if (name === 'fail')
    return [
      `throw new Error(${args[0] ? ctx.value(args[args.length - 1] as JNode, scope) : "'failed'"});`,
    ];
  if (name === 'assertThat') return hamcrest(ctx, node, scope, args, expect);
  const arity = lookupTable<Record<string, number>>({
    assertTrue: 1,
    assertFalse: 1,
    assertNull: 1,
    assertNotNull: 1,
  });
  const values = arity[name] ?? 2;
  // JUnit 4 puts the message first, the others last.
  const message =
    args.length > values ? (found.style === 'junit4' ? args[0] : args[values]) : undefined;
  const operands =
    found.style === 'junit4' && args.length > values
      ? args.slice(1, values + 1)
      : args.slice(0, values);
  const [a, b] = operands;
  if (!a) throw new Unconvertible(node, 'selenium-java/unsupported-syntax', name);
  const msg = message ? ctx.value(message, scope) : undefined;
  if (values === 1) return [truthy(ctx, a, scope, expect, msg, name)];
  if (!b) throw new Unconvertible(node, 'selenium-java/unsupported-syntax', name);
  const [actual, expected] = found.style === 'testng' ? [a, b] : [b, a];
  const negated = name === 'assertNotEquals' || name === 'assertNotSame';
  return [
    equality(
      ctx,
      actual,
      expected,
      scope,
      expect,
      msg,
      negated,
      name === 'assertSame' || name === 'assertNotSame',
    ),
  ];
}

function expectOf(expect: string, target: string, msg: string | undefined): string {
  return `${expect}(${target}${msg ? `, ${msg}` : ''})`;
}

/** A read of the page or an element, asserted web-first when the read has such an assertion. */
function webFirst(
  v: Val,
  expected: string | undefined,
  how: 'equal' | 'contain' | 'match' | 'truthy',
  expect: string,
  msg: string | undefined,
  negated: boolean,
  literal?: string,
): string | undefined {
  if (v.t !== 'read') return undefined;
  const form = reads[v.kind];
  let wanted = expected;
  let mode = how;
  // A substring of the url or title: a pattern, as their assertions take.
  if (how === 'contain' && (v.kind === 'url' || v.kind === 'title') && literal !== undefined) {
    wanted = print(substringRegex(literal));
    mode = 'match';
  }
  const assertion = form.webFirst?.(
    v.args.map(text),
    wanted === undefined ? undefined : text(wanted),
    mode,
    v.leaf,
  );
  if (!assertion) return undefined;
  const not = (assertion.negate ? !negated : negated) ? '.not' : '';
  return `await ${expectOf(expect, v.target, msg)}${not}.${assertion.matcher}(${assertion.args.map(print).join(', ')});`;
}

function equality(
  ctx: RuleContext,
  actualNode: JNode,
  expectedNode: JNode,
  scope: Scope,
  expect: string,
  msg: string | undefined,
  negated: boolean,
  same: boolean,
): string {
  const actual = ctx.expr(actualNode, scope);
  const expected = ctx.value(expectedNode, scope);
  const web = webFirst(actual, expected, 'equal', expect, msg, negated);
  if (web) return web;
  const value = actual.t === 'read' ? readCode(actual) : ctx.materialize(actual, actualNode);
  // A String is compared as a value either way; `toBe` also compares a window handle, which is a
  // page here (`expect(page)` has no `toEqual`).
  const isPrimitive =
    /^(['"`]|-?\d|true|false|null)/.test(expected) ||
    stringLiteral(expectedNode) !== undefined ||
    (actual.t === 'js' && ['string', 'number', 'boolean'].includes(tsType(actual.type ?? '')));
  const matcher = same || isPrimitive ? 'toBe' : 'toEqual';
  return `${expectOf(expect, value, msg)}${negated ? '.not' : ''}.${matcher}(${expected});`;
}

function truthy(
  ctx: RuleContext,
  node: JNode,
  scope: Scope,
  expect: string,
  msg: string | undefined,
  name: string,
): string {
  const negated = name === 'assertFalse' || name === 'assertNotNull';
  // Java's null is TypeScript's null or undefined (`find` answers undefined).
  if (name === 'assertNull')
    return `${expectOf(expect, `${paren(ctx.value(node, scope))} ?? null`, msg)}.toBeNull();`;
  if (name === 'assertNotNull')
    return `${expectOf(expect, ctx.value(node, scope), msg)}.toEqual(expect.anything());`;
  // `assertTrue(el.getText().contains("x"))`, `assertTrue(url.contains("x"))`
  if (
    node.type === 'method_invocation' &&
    ['contains', 'equals', 'startsWith'].includes(field(node, 'name')?.text ?? '')
  ) {
    const object = field(node, 'object');
    const arg = callArgs(node)[0];
    const receiver = object ? ctx.expr(object, scope) : undefined;
    if (receiver && arg) {
      const how =
        field(node, 'name')?.text === 'equals'
          ? 'equal'
          : field(node, 'name')?.text === 'contains'
            ? 'contain'
            : undefined;
      const web = how
        ? webFirst(receiver, ctx.value(arg, scope), how, expect, msg, negated, stringLiteral(arg))
        : undefined;
      if (web) return web;
    }
  }
  if (node.type === 'unary_expression' && node.children[0]?.text === '!') {
    const operand = field(node, 'operand');
    if (operand)
      return truthy(ctx, operand, scope, expect, msg, negated ? 'assertTrue' : 'assertFalse');
  }
  const v = ctx.expr(node, scope);
  const web = webFirst(v, undefined, 'truthy', expect, msg, negated);
  if (web) return web;
  const value = v.t === 'read' ? readCode(v) : ctx.materialize(v, node);
  return `${expectOf(expect, value, msg)}.toBe(${negated ? 'false' : 'true'});`;
}

/** Hamcrest's `assertThat(actual, matcher)` with the common matchers. */
function hamcrest(
  ctx: RuleContext,
  node: JNode,
  scope: Scope,
  args: JNode[],
  expect: string,
): string[] {
  const withMessage = args.length === 3;
  const [msgNode, actualNode, matcherNode] = withMessage ? args : [undefined, ...args];
  if (!actualNode || !matcherNode) return assertThatChain(ctx, node, scope) ?? unknown(node);
  const msg = msgNode ? ctx.value(msgNode, scope) : undefined;
  let negated = false;
  let m: JNode | undefined = matcherNode;
  while (
    m?.type === 'method_invocation' &&
    /^(is|not)$/.test(field(m, 'name')?.text ?? '') &&
    callArgs(m)[0]?.type === 'method_invocation'
  ) {
    if (field(m, 'name')?.text === 'not') negated = !negated;
    m = callArgs(m)[0];
  }
  const name = m?.type === 'method_invocation' ? (field(m, 'name')?.text ?? '') : '';
  const arg = m ? callArgs(m)[0] : undefined;
  const actual = ctx.expr(actualNode, scope);
  const value = actual.t === 'read' ? readCode(actual) : ctx.materialize(actual, actualNode);
  const expected = arg ? ctx.value(arg, scope) : '';
  const how = ['is', 'equalTo'].includes(name)
    ? 'equal'
    : name === 'containsString'
      ? 'contain'
      : undefined;
  const web = how
    ? webFirst(actual, expected, how, expect, msg, negated, stringLiteral(arg))
    : undefined;
  if (web) return [web];
  const forms = lookupTable<Record<string, string>>({
    is: `toEqual(${expected})`, equalTo: `toEqual(${expected})`, containsString: `toContain(${expected})`,
    startsWith: `toMatch(new RegExp('^' + ${paren(expected)}))`, hasItem: `toContain(${expected})`,
    nullValue: 'toBeNull()', notNullValue: 'not.toBeNull()', greaterThan: `toBeGreaterThan(${expected})`,
    lessThan: `toBeLessThan(${expected})`, hasSize: `toHaveLength(${expected})`,
    equalToIgnoringCase: `toMatch(new RegExp('^' + ${paren(expected)} + '$', 'i'))`,
  }); // prettier-ignore
  const form = forms[name];
  if (!form) return unknown(node);
  return [`${expectOf(expect, value, msg)}${negated ? '.not' : ''}.${form};`];
}

function unknown(node: JNode): never {
  throw new Unconvertible(node, 'selenium-java/unknown-call', 'assertThat');
}

/** AssertJ: `assertThat(actual).isEqualTo(x)`, `.contains(x)`, `.isTrue()` … (one check). */
function assertThatChain(ctx: RuleContext, node: JNode, scope: Scope): string[] | undefined {
  if (node.type !== 'method_invocation') return undefined;
  const inner = field(node, 'object');
  if (
    inner?.type !== 'method_invocation' ||
    field(inner, 'name')?.text !== 'assertThat' ||
    callArgs(inner).length !== 1
  )
    return undefined;
  ctx.importName('@playwright/test', 'expect');
  const name = field(node, 'name')?.text ?? '';
  const actualNode = callArgs(inner)[0] as JNode;
  const actual = ctx.expr(actualNode, scope);
  const arg = callArgs(node)[0];
  const expected = arg ? ctx.value(arg, scope) : '';
  const how =
    name === 'isEqualTo'
      ? 'equal'
      : name === 'contains'
        ? 'contain'
        : name === 'isTrue'
          ? 'truthy'
          : undefined;
  const web = how
    ? webFirst(
        actual,
        how === 'truthy' ? undefined : expected,
        how,
        'expect',
        undefined,
        false,
        stringLiteral(arg),
      )
    : undefined;
  if (web) return [web];
  const value = actual.t === 'read' ? readCode(actual) : ctx.materialize(actual, actualNode);
  if (name === 'startsWith' || name === 'endsWith')
    return [`expect(${paren(value)}.${name}(${expected})).toBe(true);`];
  const forms = lookupTable<Record<string, string>>({
    isEqualTo: `toEqual(${expected})`, isNotEqualTo: `not.toEqual(${expected})`, contains: `toContain(${expected})`,
    isTrue: 'toBe(true)', isFalse: 'toBe(false)', isNull: 'toBeNull()', isNotNull: 'not.toBeNull()',
    isEmpty: 'toHaveLength(0)', isNotEmpty: 'not.toHaveLength(0)', hasSize: `toHaveLength(${expected})`,
    startsWith: `toMatch(new RegExp('^' + ${paren(expected)}))`, isGreaterThan: `toBeGreaterThan(${expected})`,
    isLessThan: `toBeLessThan(${expected})`, doesNotContain: `not.toContain(${expected})`,
  }); // prettier-ignore
  const form = forms[name];
  if (!form) throw new Unconvertible(node, 'selenium-java/unknown-call', `assertThat(…).${name}`);
  return [`expect(${value}).${form};`];
}
