/**
 * An assertion on an element or page read (`getText`, `isDisplayed`, `getAttribute`, `getTitle`,
 * a count) that a web-first assertion says as well (`toHaveText`, `toBeVisible`, `toHaveAttribute`,
 * `toHaveTitle`, `toHaveCount`): it retries until the page settles, as Protractor's wait for
 * Angular did before the read.
 */
import ts from 'typescript';
import { type Arg, type Op, regexFromSource } from './matchers.js';
import { type Read } from './kinds.js';
import { type RuleContext } from './context.js';
import { stringValue } from './text.js';
import { substringRegex } from '../../playwright/assertions.js';
import { object, str, text, type Code } from '../../playwright/code.js';

/** A web-first assertion as the output layer builds it (`expectWebFirst`). */
export interface WebFirst {
  target: Code;
  matcher: string;
  args: Code[];
  not: boolean;
}

/** What a boolean expectation asks: true, false, or neither. */
export function truth(op: Op, arg: Arg | undefined): boolean | undefined {
  if (op === 'toBeTruthy') return true;
  if (op === 'toBeFalsy') return false;
  if ((op === 'toBe' || op === 'toEqual') && arg) {
    if (arg.text === 'true') return true;
    if (arg.text === 'false') return false;
  }
  return undefined;
}

/** A matcher and whether it is negated: `not.toBeChecked` for a state's negative. */
type Matcher = readonly [name: string, not?: boolean];

/**
 * The web-first assertion for an expectation on a read, or undefined when there is none that
 * keeps the meaning.
 */
export function webFirstAssertion(
  read: Read,
  op: Op,
  arg: Arg | undefined,
  negated: boolean,
  cx: RuleContext,
): WebFirst | undefined {
  const t = text(read.target);
  const list = text(read.list ?? read.target);
  const literal = stringValue(arg?.node);
  const isRegex = !!arg?.node && ts.isRegularExpressionLiteral(arg.node);
  const equal = op === 'toBe' || op === 'toEqual';
  const bool = truth(op, arg);
  const expected = arg ? text(arg.text) : undefined;
  const make = (target: Code, matcher: string, args: Code[] = [], not = negated): WebFirst => ({
    target,
    matcher,
    args,
    not,
  });
  /** Asserts a boolean state: `positive` when the expectation asks for true. */
  const state = (positive: Matcher, negative: Matcher, target = t): WebFirst | undefined => {
    if (bool === undefined) return undefined;
    const [matcher, not = false] = bool !== negated ? positive : negative;
    return make(target, matcher, [], not);
  };
  const textOptions = read.leaf ? [] : [object({ useInnerText: text('true') })];
  switch (read.method) {
    case 'getText': {
      if (read.many) {
        if (expected && equal && arg?.node && ts.isArrayLiteralExpression(arg.node))
          return make(list, 'toHaveText', [expected, ...textOptions]);
        return undefined;
      }
      if (equal && expected) return make(t, 'toHaveText', [expected, ...textOptions]);
      if (op === 'toContain' && expected)
        return make(t, 'toContainText', [expected, ...textOptions]);
      if (op === 'toMatch' && arg) {
        const re =
          literal !== undefined ? regexFromSource(literal) : isRegex ? arg.text : undefined;
        return re ? make(t, 'toHaveText', [text(re), ...textOptions]) : undefined;
      }
      if (op === 'toBeFalsy') return make(t, 'toHaveText', [str(''), ...textOptions]);
      if (op === 'toBeTruthy') return make(t, 'toHaveText', [str(''), ...textOptions], !negated);
      return undefined;
    }
    case 'count':
      if (equal && expected) return make(list, 'toHaveCount', [expected]);
      return undefined;
    case 'isDisplayed':
      if (read.many) return undefined;
      return state(['toBeVisible'], ['toBeHidden']);
    case 'isPresent':
      if (bool === undefined) return undefined;
      return bool !== negated
        ? make(t, 'toBeAttached', [], false)
        : make(list, 'toHaveCount', [{ k: 'num', value: 0 }], false);
    case 'isEnabled':
      if (read.many) return undefined;
      return state(['toBeEnabled'], ['toBeDisabled']);
    case 'isSelected':
      if (read.many) return undefined;
      return state(['toBeChecked'], ['toBeChecked', true]);
    case 'getCssValue': {
      const property = read.args[0];
      if (read.many || !property) return undefined;
      if (equal && expected)
        return make(t, 'toHaveCSS', [
          text(property),
          literal !== undefined ? str(opaqueColor(literal)) : expected,
        ]);
      if (op === 'toMatch' && isRegex && expected)
        return make(t, 'toHaveCSS', [text(property), expected]);
      return undefined;
    }
    case 'getAttribute':
      return read.many ? undefined : attributeAssertion(read, op, arg, negated, cx);
    case 'getCurrentUrl':
    case 'getTitle': {
      const matcher = read.method === 'getTitle' ? 'toHaveTitle' : 'toHaveURL';
      if (equal && expected) return make(t, matcher, [expected]);
      if (op === 'toContain' && literal !== undefined)
        return make(t, matcher, [substringRegex(literal)]);
      if (op === 'toMatch' && (isRegex || literal !== undefined) && arg)
        return make(t, matcher, [text(isRegex ? arg.text : regexFromSource(literal as string))]);
      return undefined;
    }
    default:
      return undefined;
  }
}

/** WebDriver's `rgba(r, g, b, 1)` is what browsers report as `rgb(r, g, b)`. */
export function opaqueColor(value: string): string {
  if (!value.startsWith('rgba(') || !value.endsWith(')')) return value;
  const parts = value
    .slice(5, -1)
    .split(',')
    .map((p) => p.trim());
  return parts.length === 4 && parts[3] === '1' ? `rgb(${parts.slice(0, 3).join(', ')})` : value;
}

export function attributeAssertion(
  read: Read,
  op: Op,
  arg: Arg | undefined,
  negated: boolean,
  cx: RuleContext,
): WebFirst | undefined {
  void cx;
  const t = text(read.target);
  const name = stringValue(read.argNodes[0]);
  const nameArg = text(read.args[0] ?? "''");
  const literal = stringValue(arg?.node);
  const isRegex = !!arg?.node && ts.isRegularExpressionLiteral(arg.node);
  const equal = op === 'toBe' || op === 'toEqual';
  const isNull = op === 'toBeNull' || ((op === 'toBe' || op === 'toEqual') && arg?.text === 'null');
  const expected = arg ? text(arg.text) : undefined;
  const make = (matcher: string, args: Code[] = [], not = negated): WebFirst => ({
    target: t,
    matcher,
    args,
    not,
  });
  const pattern = (): Code | undefined =>
    op === 'toContain' && literal !== undefined
      ? substringRegex(literal)
      : op === 'toMatch'
        ? isRegex
          ? expected
          : literal !== undefined
            ? text(regexFromSource(literal))
            : undefined
        : undefined;

  if (name === 'value') {
    if (equal && expected) return make('toHaveValue', [expected]);
    const re = pattern();
    if (re) return make('toHaveValue', [re]);
    if (op === 'toBeFalsy') return make('toHaveValue', [str('')]);
    if (op === 'toBeTruthy') return make('toHaveValue', [str('')], !negated);
    return undefined;
  }
  if (name === 'class') {
    if (equal && expected) return make('toHaveClass', [expected]);
    const re = pattern();
    if (re) return make('toHaveClass', [re]);
    return undefined;
  }
  if (name === 'checked' || name === 'selected' || name === 'disabled') {
    let want: boolean | undefined;
    if (op === 'toBeTruthy' || (equal && literal === 'true')) want = true;
    if (op === 'toBeFalsy' || isNull) want = false;
    if (want === undefined) return undefined;
    const positive = want !== negated;
    if (name === 'disabled') return make(positive ? 'toBeDisabled' : 'toBeEnabled', [], false);
    return make('toBeChecked', [], !positive);
  }
  if (name === 'href' || name === 'src') {
    if (equal && expected) return make('toHaveJSProperty', [str(name), expected]);
    return undefined;
  }
  if (equal && expected && !isNull) return make('toHaveAttribute', [nameArg, expected]);
  const re = pattern();
  if (re) return make('toHaveAttribute', [nameArg, re]);
  if (isNull) return make('toHaveAttribute', [nameArg], !negated);
  if (op === 'toBeTruthy' || op === 'toBeDefined') return make('toHaveAttribute', [nameArg]);
  return undefined;
}
