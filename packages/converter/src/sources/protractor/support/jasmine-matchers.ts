/**
 * The text of `rewright-jasmine.ts`, added to a project whose tests register custom Jasmine
 * matchers (`jasmine.addMatchers`). `jasmineMatchers` turns Jasmine matcher factories, kept as the
 * team wrote them, into Playwright matchers for `expect.extend`: it awaits the actual value and the
 * expected ones first (Protractor's jasminewd resolved promises before a matcher saw them), uses
 * `negativeCompare` under `.not` when the matcher has one, and builds Jasmine's default message
 * when the matcher gives none. The matcher names are declared for TypeScript.
 */
export const jasmineSupportPath = 'rewright-jasmine.ts';

/** The module's text; `names` are the project's custom matchers (declared on Playwright's `Matchers`). */
export function jasmineSupportSource(names: readonly string[]): string {
  const declarations = names.map((name) => `      ${name}(...expected: unknown[]): R;`);
  return jasmineSupportTemplate.replace('__MATCHERS__', declarations.join('\n'));
}

/**
 * Whether the module's text for `names` is in Prettier's layout: each name a plain identifier
 * whose declaration line fits in 100 columns (Prettier breaks a longer one).
 */
export function jasmineSupportInLayout(names: readonly string[]): boolean {
  return names.every((name) => /^[A-Za-z_$][\w$]*$/.test(name) && name.length <= 66);
}

const jasmineSupportTemplate = `/**
 * Custom Jasmine matchers for Playwright's \`expect\`, added by Rewright when it converted this
 * suite. The suite's own matcher factories are registered unchanged:
 *
 *   expect.extend(jasmineMatchers({ toBeActive: (util) => ({ compare: (actual) => ({ pass: … }) }) }));
 *
 * Each matcher awaits the actual and expected values first, as Protractor's jasminewd did, so
 * \`await expect(promise).toBeActive()\` sees the resolved value.
 */
import { isDeepStrictEqual, inspect } from 'node:util';
import type { ExpectMatcherState, MatcherReturnType } from '@playwright/test';

interface JasmineResult {
  pass: boolean;
  message?: string | (() => string);
}

interface JasmineMatcher {
  compare(actual: any, ...expected: any[]): JasmineResult | Promise<JasmineResult>;
  negativeCompare?(actual: any, ...expected: any[]): JasmineResult | Promise<JasmineResult>;
}

type JasmineMatcherFactory = (
  util: typeof matchersUtil,
  customEqualityTesters: unknown[],
) => JasmineMatcher;

type PlaywrightMatcher = (
  this: ExpectMatcherState,
  received: unknown,
  ...expected: unknown[]
) => Promise<MatcherReturnType>;

/** The part of Jasmine's \`matchersUtil\` custom matchers use. */
const matchersUtil = {
  equals(a: unknown, b: unknown): boolean {
    return isDeepStrictEqual(a, b);
  },
  contains(haystack: unknown, needle: unknown): boolean {
    if (typeof haystack === 'string') return haystack.includes(String(needle));
    if (haystack && typeof (haystack as Iterable<unknown>)[Symbol.iterator] === 'function')
      return Array.from(haystack as Iterable<unknown>).some((item) =>
        isDeepStrictEqual(item, needle),
      );
    return false;
  },
  pp(value: unknown): string {
    return inspect(value, { depth: 4 });
  },
  /** Jasmine's default message: "Expected 3 not to be big 10." */
  buildFailureMessage(
    name: string,
    isNot: boolean,
    actual: unknown,
    ...expected: unknown[]
  ): string {
    const words = name.replace(/[A-Z]/g, (letter) => ' ' + letter.toLowerCase());
    const tail = expected.length
      ? ' ' + expected.map((value) => matchersUtil.pp(value)).join(', ')
      : '';
    return 'Expected ' + matchersUtil.pp(actual) + (isNot ? ' not' : '') + words + tail + '.';
  },
};

/** Jasmine matcher factories as Playwright matchers, for \`expect.extend\`. */
export function jasmineMatchers(
  factories: Record<string, JasmineMatcherFactory>,
): Record<string, PlaywrightMatcher> {
  const matchers: Record<string, PlaywrightMatcher> = {};
  for (const [name, factory] of Object.entries(factories)) {
    matchers[name] = async function (received, ...expectedValues) {
      const actual = await received;
      const expected = await Promise.all(expectedValues);
      const matcher = factory(matchersUtil, []);
      const negative = this.isNot && matcher.negativeCompare;
      const result = await (negative
        ? matcher.negativeCompare!(actual, ...expected)
        : matcher.compare(actual, ...expected));
      // Playwright's \`pass\` is the positive assertion's; a negativeCompare's \`pass\` is the negation's.
      const pass = negative ? !result.pass : Boolean(result.pass);
      const message = () =>
        typeof result.message === 'function'
          ? result.message()
          : (result.message ??
            matchersUtil.buildFailureMessage(name, this.isNot, actual, ...expected));
      return { pass, message, name, expected: expected[0], actual };
    };
  }
  return matchers;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace PlaywrightTest {
    interface Matchers<R, T = unknown> {
__MATCHERS__
    }
  }
}
`;
