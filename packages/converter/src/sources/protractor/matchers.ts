/**
 * Jasmine's and Chai's matchers read into one set of operations, and an operation as the
 * Jest-style matcher Playwright's `expect` writes (Jasmine's `toMatch('x')` compiles a regular
 * expression; `toEqual` on structured values is `toEqual`, on primitives `toBe`).
 */
import ts from 'typescript';
import { type Kind } from './kinds.js';
import { type RuleContext } from './context.js';
import { stringValue } from './text.js';
import { lookupTable } from '../../core/lookup-table.js';

/** A matcher normalised across Jasmine and Chai. */
export type Op =
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
export const jasmineMatchers = lookupTable<Record<string, Op>>({
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
});

/** Chai assertion methods. */
export const chaiMethods = lookupTable<Record<string, Op>>({
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
});

/** Chai terminal properties (`expect(x).to.be.true`). */
export const chaiProperties = lookupTable<Record<string, { op: Op; arg?: string }>>({
  true: { op: 'toBe', arg: 'true' },
  false: { op: 'toBe', arg: 'false' },
  null: { op: 'toBeNull' },
  undefined: { op: 'toBeUndefined' },
  ok: { op: 'toBeTruthy' },
  exist: { op: 'toBeDefined' },
  NaN: { op: 'toBeNaN' },
  empty: { op: 'toBeEmpty' },
});

/** How many arguments a Jasmine matcher takes (a string after them is a failure message). */
export const jasmineArity: Partial<Record<Op, number>> = {
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

export interface Arg {
  text: string;
  node: ts.Expression | undefined;
}

/**
 * Jasmine's ordering matchers compare with `>`/`<`, which converts a numeric string (a `getText()`
 * of a counter) to a number; Playwright's require a number, so the actual is converted the same way.
 */
export function coercesToNumber(op: Op, kind: Kind): boolean {
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
export function isNumeric(node: ts.Expression | undefined): boolean {
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

/** A Jasmine/Chai matcher as Playwright's (Jest-style) expect writes it. */
/** A matcher's name and its emitted arguments. */
export interface Matcher {
  name: string;
  args: string[];
}

export function matcherText(m: Matcher): string {
  return `${m.name}(${m.args.join(', ')})`;
}

export function plainMatcher(
  op: Op,
  arg: Arg | undefined,
  extra: string[],
  cx: RuleContext,
): Matcher {
  const a = arg?.text ?? '';
  switch (op) {
    case 'toMatch': {
      // Jasmine's toMatch('x') compiles the string as a regular expression.
      const literal = stringValue(arg?.node);
      if (literal !== undefined) return { name: 'toMatch', args: [regexFromSource(literal)] };
      if (arg?.node && ts.isRegularExpressionLiteral(arg.node))
        return { name: 'toMatch', args: [a] };
      return { name: 'toMatch', args: [`new RegExp(${a})`] };
    }
    case 'toContain':
      // Jasmine's toContain compares array items deeply.
      if (arg?.node && isStructured(arg.node)) return { name: 'toContainEqual', args: [a] };
      return { name: 'toContain', args: [a] };
    case 'toBeEmpty':
      return { name: 'toHaveLength', args: ['0'] };
    case 'toBeCloseTo':
      return { name: 'toBeCloseTo', args: [[a, ...extra].join(', ')] };
    case 'toHaveProperty':
      return { name: 'toHaveProperty', args: [[a, ...extra].join(', ')] };
    default:
      void cx;
      return { name: op, args: arg ? [a] : [] };
  }
}

export function isStructured(node: ts.Expression): boolean {
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

export function regexFromSource(source: string): string {
  let body = '';
  for (const ch of source) body += ch === '/' ? '\\/' : ch === '\n' ? '\\n' : ch;
  return `/${body}/`;
}
