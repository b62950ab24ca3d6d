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
import { quote, stringValue, substringRegex } from './text.js';

export interface WebFirst {
  target: string;
  matcher: string;
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
