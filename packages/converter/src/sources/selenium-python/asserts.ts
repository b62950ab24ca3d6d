/**
 * `assert` statements and unittest's `self.assert*` → `expect`. Where one side is an element or
 * page read with a web-first form (`el.text == "Saved"`, `"Home" in driver.title`,
 * `el.is_displayed()`), the assertion waits as Playwright's do; otherwise it checks the value.
 */
import { reads } from '../../webdriver/elements.js';
import { text, print } from '../../playwright/code.js';
import { Unconvertible, type RuleContext, type Scope } from './context.js';
import { field, named, type PyNode } from './parser.js';
import { literalValue } from './strings.js';
import { substringRegex } from '../../playwright/assertions.js';
import { paren, type Val } from './values.js';
import { regexOf } from './modules.js';
import { lookupTable } from '../../core/lookup-table.js';

type Check =
  | { k: 'truthy'; value: PyNode; negate: boolean }
  | { k: 'compare'; op: string; left: PyNode; right: PyNode }
  | { k: 'none'; value: PyNode; negate: boolean };

function checkOf(node: PyNode, negate = false): Check {
  if (node.type === 'parenthesized_expression') return checkOf(named(node)[0] as PyNode, negate);
  if (node.type === 'not_operator') return checkOf(field(node, 'argument') as PyNode, !negate);
  if (node.type === 'comparison_operator' && !negate) {
    const operands = named(node).filter((c) => c.type !== 'comment');
    const ops = node.children.filter((c) => c && !c.isNamed).map((c) => c?.text);
    if (operands.length === 2) {
      const op = ops.join(' ');
      if ((op === 'is' || op === 'is not') && operands[1]?.type === 'none')
        return { k: 'none', value: operands[0] as PyNode, negate: op === 'is not' };
      return { k: 'compare', op, left: operands[0] as PyNode, right: operands[1] as PyNode };
    }
  }
  return { k: 'truthy', value: node, negate };
}

/** `assert` as `expect` statements (`a and b` asserts both). */
export function assertStatement(ctx: RuleContext, node: PyNode, scope: Scope): string[] {
  const [test, messageNode] = named(node).filter((c) => c.type !== 'comment');
  if (!test) return [];
  const message = messageNode ? ctx.value(messageNode, scope) : undefined;
  const parts =
    test.type === 'boolean_operator' && test.children.some((c) => c?.type === 'and')
      ? splitAnd(test)
      : [test];
  return parts.map((p) => expectFor(ctx, checkOf(p), message, scope));
}

function splitAnd(node: PyNode): PyNode[] {
  if (node.type === 'boolean_operator' && node.children.some((c) => c?.type === 'and'))
    return [
      ...splitAnd(field(node, 'left') as PyNode),
      ...splitAnd(field(node, 'right') as PyNode),
    ];
  return [node];
}

function subject(target: string, message: string | undefined): string {
  return message ? `${target}, ${message}` : target;
}

/** The web-first assertion for a read checked against an expected value, if one says the same. */
function webFirst(
  read: Extract<Val, { t: 'read' }>,
  expected: string | undefined,
  how: 'equal' | 'contain' | 'match' | 'truthy',
  negate: boolean,
  message?: string,
): string | undefined {
  const form = reads[read.read].webFirst?.(
    read.args.map((a) => text(a)),
    expected === undefined ? undefined : text(expected),
    how,
    read.leaf,
  );
  if (!form) return undefined;
  const not = (form.negate ?? false) !== negate ? 'not.' : '';
  const assertion = `await expect(${subject(read.target, message)}).${not}${form.matcher}(${form.args.map(print).join(', ')});`;
  // Selenium's `is_displayed` of a missing element raises; `not.toBeVisible` alone would pass.
  if (read.attached && not && form.matcher === 'toBeVisible')
    return `await expect(${subject(read.target, message)}).toBeAttached();\n${assertion}`;
  return assertion;
}

export function expectFor(
  ctx: RuleContext,
  check: Check,
  message: string | undefined,
  scope: Scope,
): string {
  ctx.importName('@playwright/test', 'expect');
  if (check.k === 'none') {
    // A found element is never None: Selenium's find raised where it was missing.
    const found = ctx.expr(check.value, scope);
    if (found.t === 'loc' && check.negate)
      return `await expect(${subject(found.code, message)}).toBeAttached();`;
    return `expect(${subject(`${paren(ctx.value(check.value, scope))} ?? null`, message)}).${check.negate ? 'not.' : ''}toBeNull();`;
  }
  if (check.k === 'truthy') {
    const v = ctx.expr(check.value, scope);
    if (v.t === 'read') {
      const web = webFirst(v, undefined, 'truthy', check.negate, message);
      if (web) return web;
    }
    if (v.t === 'locs')
      return `await expect(${subject(v.code, message)}).${check.negate ? 'toHaveCount(0)' : 'not.toHaveCount(0)'};`;
    return `expect(${subject(ctx.materialize(v), message)}).${check.negate ? 'toBeFalsy' : 'toBeTruthy'}();`;
  }
  const { op } = check;
  let { left, right } = check;
  let l = ctx.expr(left, scope);
  let r = ctx.expr(right, scope);
  // `expected == el.text`: the read on the left.
  if (r.t === 'read' && l.t !== 'read' && (op === '==' || op === '!='))
    [l, r, left, right] = [r, l, right, left];
  // `len(driver.find_elements(...)) == 3` → toHaveCount.
  if (
    (op === '==' || op === '!=') &&
    left.type === 'call' &&
    field(left, 'function')?.text === 'len'
  ) {
    const counted = ctx.expr(named(field(left, 'arguments') as PyNode)[0] as PyNode, scope);
    if (counted.t === 'locs')
      return `await expect(${subject(counted.code, message)}).${op === '!=' ? 'not.' : ''}toHaveCount(${ctx.materialize(r)});`;
  }
  if (l.t === 'read' && (op === '==' || op === '!=')) {
    const literal = literalValue(right);
    const expected = ctx.materialize(r);
    const how = l.read === 'title' || l.read === 'url' ? 'match' : 'equal';
    const web = webFirst(
      l,
      literal !== undefined || how === 'equal' ? expected : undefined,
      how === 'match' && literal === undefined ? 'equal' : how,
      op === '!=',
      message,
    );
    if (web) return web;
  }
  if (r.t === 'read' && (op === 'in' || op === 'not in')) {
    const literal = literalValue(left);
    const negate = op === 'not in';
    if (r.read === 'title' || r.read === 'url') {
      if (literal !== undefined) {
        const web = webFirst(r, print(substringRegex(literal)), 'match', negate, message);
        if (web) return web;
      }
    } else {
      const web = webFirst(r, ctx.materialize(l), 'contain', negate, message);
      if (web) return web;
    }
  }
  const lc = ctx.materialize(l);
  const rc = ctx.materialize(r);
  // Window handles are pages: the same window is the same object.
  const isWindow = (v: Val) => v.t === 'page' || (v.t === 'js' && v.type === 'window');
  if (
    (isWindow(l) || isWindow(r)) &&
    (op === '==' || op === '!=' || op === 'is' || op === 'is not')
  )
    return `expect(${subject(`${lc} ${op === '==' || op === 'is' ? '===' : '!=='} ${rc}`, message)}).toBe(true);`;
  switch (op) {
    case '==':
    case '!=': {
      const primitive =
        r.t === 'js' &&
        (r.type === 'str' || r.type === 'num' || r.type === 'bool' || r.type === 'none');
      return `expect(${subject(lc, message)}).${op === '!=' ? 'not.' : ''}${primitive ? 'toBe' : 'toEqual'}(${rc});`;
    }
    case 'in':
    case 'not in':
      if (r.t === 'js' && r.type === 'dict')
        return `expect(${subject(rc, message)}).${op === 'not in' ? 'not.' : ''}toHaveProperty([${lc}]);`;
      return `expect(${subject(rc, message)}).${op === 'not in' ? 'not.' : ''}toContain(${lc});`;
    case '<':
      return `expect(${subject(lc, message)}).toBeLessThan(${rc});`;
    case '<=':
      return `expect(${subject(lc, message)}).toBeLessThanOrEqual(${rc});`;
    case '>':
      return `expect(${subject(lc, message)}).toBeGreaterThan(${rc});`;
    case '>=':
      return `expect(${subject(lc, message)}).toBeGreaterThanOrEqual(${rc});`;
    case 'is':
      return `expect(${subject(lc, message)}).toBe(${rc});`;
    case 'is not':
      return `expect(${subject(lc, message)}).not.toBe(${rc});`;
    default:
      return `expect(${subject(`${lc} ${op} ${rc}`, message)}).toBeTruthy();`;
  }
}

type UnittestCheck = { compare: string } | { truthy: boolean } | { none: boolean };

/** unittest's assertions as the checks `assert` statements make (`negate`: the check is false). */
const unittestChecks = lookupTable<Record<string, UnittestCheck>>({
  assertEqual: { compare: '==' },
  assertEquals: { compare: '==' },
  assertListEqual: { compare: '==' },
  assertDictEqual: { compare: '==' },
  assertTupleEqual: { compare: '==' },
  assertNotEqual: { compare: '!=' },
  assertIn: { compare: 'in' },
  assertNotIn: { compare: 'not in' },
  assertIs: { compare: 'is' },
  assertIsNot: { compare: 'is not' },
  assertGreater: { compare: '>' },
  assertGreaterEqual: { compare: '>=' },
  assertLess: { compare: '<' },
  assertLessEqual: { compare: '<=' },
  assertTrue: { truthy: false },
  assertFalse: { truthy: true },
  assertIsNone: { none: false },
  assertIsNotNone: { none: true },
});

/** unittest's `self.assertX(...)` → the same checks. */
export function unittestAssert(
  ctx: RuleContext,
  name: string,
  args: PyNode[],
  keywords: Map<string, PyNode>,
  node: PyNode,
  scope: Scope,
): string | undefined {
  const [a, b, c] = args;
  if (!a) return undefined;
  const check = unittestChecks[name];
  const binary = check !== undefined && 'compare' in check;
  const messageNode = keywords.get('msg') ?? (binary ? c : b);
  const message = messageNode ? ctx.value(messageNode, scope) : undefined;
  if (check && 'compare' in check)
    return expectFor(
      ctx,
      { k: 'compare', op: check.compare, left: a, right: b as PyNode },
      message,
      scope,
    );
  if (check && 'truthy' in check)
    return expectFor(ctx, { k: 'truthy', value: a, negate: check.truthy }, message, scope);
  if (check && 'none' in check)
    return expectFor(ctx, { k: 'none', value: a, negate: check.none }, message, scope);
  ctx.importName('@playwright/test', 'expect');
  if (name === 'assertRegex' || name === 'assertRegexpMatches')
    return `expect(${ctx.value(a, scope)}).toMatch(${regexOf(ctx, b, scope, 'any')});`;
  const withMessage = (code: string, node: PyNode | undefined) =>
    node ? `${code}, ${ctx.value(node, scope)}` : code;
  // unittest rounds the difference to 7 places unless told otherwise; `toBeCloseTo` says digits.
  if ((name === 'assertAlmostEqual' || name === 'assertNotAlmostEqual') && b) {
    const not = name === 'assertNotAlmostEqual' ? 'not.' : '';
    const msg = keywords.get('msg') ?? args[3];
    const delta = keywords.get('delta');
    if (delta)
      return `expect(${withMessage(`Math.abs(${ctx.value(a, scope)} - ${paren(ctx.value(b, scope))}) <= ${paren(ctx.value(delta, scope))}`, msg)}).toBe(${not ? 'false' : 'true'});`;
    const places = keywords.get('places') ?? c;
    return `expect(${withMessage(ctx.value(a, scope), msg)}).${not}toBeCloseTo(${ctx.value(b, scope)}, ${places ? ctx.value(places, scope) : '7'});`;
  }
  // The same items in any order: both sides sorted the same way.
  if (name === 'assertCountEqual' && b)
    return `expect(${withMessage(`[...${paren(ctx.value(a, scope))}].sort()`, keywords.get('msg') ?? c)}).toEqual([...${paren(ctx.value(b, scope))}].sort());`;
  if (name === 'assertNotRegex')
    return `expect(${ctx.value(a, scope)}).not.toMatch(${regexOf(ctx, b, scope, 'any')});`;
  throw new Unconvertible(node, 'selenium-python/unknown-call', `self.${name}()`);
}
