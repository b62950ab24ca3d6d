/**
 * ExpectedConditions, one entry each: the web-first assertion(s) that wait for the same thing as
 * the condition, and the condition as a boolean test (for `expect.poll`, `EC.or`/`and`/`not`, a
 * condition used as a value). Semantics follow `built/expectedConditions.js`.
 */
import type ts from 'typescript';
import type { RuleContext } from './context.js';
import { conditions, protractorExpectedConditions } from '../../webdriver/conditions.js';
import type { Condition } from './kinds.js';
import { stringValue } from './text.js';
import { exactRegex, substringRegex } from '../../playwright/assertions.js';
import {
  awaited,
  binary,
  call,
  method,
  not,
  print,
  text,
  type Code,
} from '../../playwright/code.js';

/**
 * One web-first assertion, as code trees for the output layer's `expectWebFirst`:
 * `expect(target).not?.matcher(arg, { timeout })`.
 */
export interface Wait {
  target: Code;
  matcher: string;
  not?: boolean;
  arg?: Code;
}

interface ConditionEntry {
  from: string;
  /** Takes an element (first argument) rather than a value. */
  element: boolean;
  /** The web-first assertion(s) waiting for the condition: `[target, matcher][]`. */
  assert?: (c: Condition, cx: RuleContext) => Wait[] | undefined;
  /** The same condition as a boolean expression (inside an async function). */
  test: (c: Condition, cx: RuleContext) => Test | undefined;
}

/** A condition as a boolean expression; `awaited` when the whole test is `await awaited`. */
export interface Test {
  code: Code;
  awaited?: Code;
}

const awaitTest = (operand: Code): Test => ({ code: awaited(operand), awaited: operand });
const plainTest = (code: Code): Test => ({ code });

/** The element's or page's method, called (`loc.isVisible()`). */
const on = (target: string | undefined, name: string, ...args: Code[]): Code =>
  method(text(target ?? ''), name, ...args);
/** The awaited call of the element's or page's method. */
const read = (target: string | undefined, name: string): Code => awaited(on(target, name));
const count = (c: Condition, op: '>' | '===') =>
  binary(read(c.locator, 'count'), op, { k: 'num', value: 0 });
const and = (left: Code, right: Code): Code => binary(left, '&&', right);
const includes = (value: Code, c: Condition): Code => method(value, 'includes', text(c.arg ?? ''));

const lit = (c: Condition): string | undefined => stringValue(c.argNode);

/**
 * The web-first assertion of a condition the shared table (`webdriver/conditions.ts`) knows: its
 * matcher on the page or the element, its argument as written, as a substring or as a pattern
 * (a substring needs a literal to become a regex).
 */
function shared(name: string): (c: Condition) => Wait[] | undefined {
  const id = protractorExpectedConditions[name];
  const form = id ? conditions[id] : undefined;
  if (!form?.matcher) throw new Error(`no shared condition for ExpectedConditions.${name}`);
  const matcher = form.matcher;
  const not = form.negated === true;
  return (c) => {
    const target = text((form.subject === 'page' ? c.page : c.locator) ?? '');
    if (!form.argument) return [{ target, matcher, not }];
    if (form.argument !== 'substring') return [{ target, matcher, not, arg: text(`${c.arg}`) }];
    const v = lit(c);
    return v !== undefined ? [{ target, matcher, not, arg: substringRegex(v) }] : undefined;
  };
}

export const conditionTable: ConditionEntry[] = [
  {
    from: 'ExpectedConditions.visibilityOf',
    element: true,
    assert: shared('visibilityOf'),
    test: (c) => awaitTest(on(c.locator, 'isVisible')),
  },
  {
    from: 'ExpectedConditions.invisibilityOf',
    element: true,
    assert: shared('invisibilityOf'),
    test: (c) => awaitTest(on(c.locator, 'isHidden')),
  },
  {
    from: 'ExpectedConditions.presenceOf',
    element: true,
    assert: shared('presenceOf'),
    test: (c) => plainTest(count(c, '>')),
  },
  {
    from: 'ExpectedConditions.stalenessOf',
    element: true,
    assert: shared('stalenessOf'),
    test: (c) => plainTest(count(c, '===')),
  },
  {
    from: 'ExpectedConditions.elementToBeClickable',
    element: true,
    // Protractor's own: visible and enabled (no single shared condition).
    assert: (c) => [
      { target: text(c.locator ?? ''), matcher: 'toBeVisible' },
      { target: text(c.locator ?? ''), matcher: 'toBeEnabled' },
    ],
    test: (c) => plainTest(and(read(c.locator, 'isVisible'), read(c.locator, 'isEnabled'))),
  },
  {
    from: 'ExpectedConditions.elementToBeSelected',
    element: true,
    assert: shared('elementToBeSelected'),
    test: (c) => plainTest(and(count(c, '>'), read(c.locator, 'isChecked'))),
  },
  {
    from: 'ExpectedConditions.textToBePresentInElement',
    element: true,
    assert: shared('textToBePresentInElement'),
    // WebDriver's visible text: a hidden (or absent) element has none.
    test: (c) =>
      plainTest(and(read(c.locator, 'isVisible'), includes(read(c.locator, 'innerText'), c))),
  },
  {
    from: 'ExpectedConditions.textToBePresentInElementValue',
    element: true,
    assert: shared('textToBePresentInElementValue'),
    test: (c) => plainTest(and(count(c, '>'), includes(read(c.locator, 'inputValue'), c))),
  },
  {
    from: 'ExpectedConditions.titleIs',
    element: false,
    assert: shared('titleIs'),
    test: (c) => plainTest(binary(read(c.page, 'title'), '===', text(c.arg ?? ''))),
  },
  {
    from: 'ExpectedConditions.titleContains',
    element: false,
    assert: shared('titleContains'),
    test: (c) => plainTest(includes(read(c.page, 'title'), c)),
  },
  {
    from: 'ExpectedConditions.urlIs',
    element: false,
    assert: (c) => {
      const v = lit(c);
      // Protractor compares the absolute URL exactly; a regex keeps it from being resolved against baseURL.
      return v !== undefined
        ? [{ target: text(c.page ?? ''), matcher: 'toHaveURL', arg: exactRegex(v) }]
        : [{ target: text(c.page ?? ''), matcher: 'toHaveURL', arg: text(`${c.arg}`) }];
    },
    test: (c) => plainTest(binary(on(c.page, 'url'), '===', text(c.arg ?? ''))),
  },
  {
    from: 'ExpectedConditions.urlContains',
    element: false,
    assert: shared('urlContains'),
    test: (c) => plainTest(includes(on(c.page, 'url'), c)),
  },
  {
    from: 'ExpectedConditions.alertIsPresent',
    element: false,
    test: () => undefined,
  },
  {
    from: 'ExpectedConditions.not',
    element: false,
    assert: (c, cx) => {
      const inner = c.operands?.[0];
      if (!inner) return undefined;
      const asserted = conditionAssertions(inner, cx);
      if (!asserted || asserted.length !== 1) return undefined;
      const only = asserted[0] as Wait;
      return [negate(only)];
    },
    test: (c, cx) => {
      const inner = c.operands?.[0] && conditionTest(c.operands[0], cx);
      return inner ? plainTest(not(inner.code)) : undefined;
    },
  },
  {
    from: 'ExpectedConditions.and',
    element: false,
    // Each condition in turn: they must all hold (Protractor checks them together on each poll).
    assert: (c, cx) => {
      const all = (c.operands ?? []).map((o) => conditionAssertions(o, cx));
      if (all.some((a) => !a)) return undefined;
      return all.flat() as Wait[];
    },
    test: (c, cx) => joinTests(c, cx, '&&'),
  },
  {
    from: 'ExpectedConditions.or',
    element: false,
    test: (c, cx) => joinTests(c, cx, '||'),
  },
];

export const conditionByName = new Map(
  conditionTable.map((e) => [e.from.slice('ExpectedConditions.'.length), e]),
);

/** The assertion of the opposite condition (`not.` of a matcher, hidden for visible). */
export function negate(wait: Wait): Wait {
  if (!wait.not && wait.matcher === 'toBeVisible') return { ...wait, matcher: 'toBeHidden' };
  if (!wait.not && wait.matcher === 'toBeHidden') return { ...wait, matcher: 'toBeVisible' };
  return { ...wait, not: !wait.not };
}

function joinTests(c: Condition, cx: RuleContext, op: string): Test | undefined {
  const parts = (c.operands ?? []).map((o) => conditionTest(o, cx));
  if (parts.some((p) => !p)) return undefined;
  const codes = parts.map((p) => (p as Test).code);
  return plainTest(
    codes.slice(1).reduce((left, right) => binary(left, op, right), codes[0] as Code),
  );
}

export function conditionAssertions(c: Condition, cx: RuleContext): Wait[] | undefined {
  if (c.custom) return undefined;
  return conditionByName.get(c.name)?.assert?.(c, cx);
}

export function conditionTest(c: Condition, cx: RuleContext): Test | undefined {
  if (c.custom) return awaitTest(call(text(`(${c.custom})`)));
  return conditionByName.get(c.name)?.test(c, cx);
}

/**
 * The other operands of `EC.or(EC.alertIsPresent(), …)` as one boolean test, for the dialog
 * sequence's race between the dialog and them; undefined when one cannot be tested.
 */
export function alternativeTest(
  operands: readonly ts.Expression[],
  cx: RuleContext,
): string | undefined {
  const tests: Code[] = [];
  for (const operand of operands) {
    const o = cx.expr(operand);
    const test = o.kind.type === 'condition' ? conditionTest(o.kind.condition, cx) : undefined;
    if (!test) return undefined;
    tests.push(test.code);
  }
  const [first, ...rest] = tests;
  return first && print(rest.reduce((left, right) => binary(left, '||', right), first));
}
