/**
 * The text of `rewright-params.ts`: the `params` of the Protractor config (`browser.params` in the
 * original tests), with the config's declarations they read (`var env = require('./env.json')`)
 * and what `onPrepare` set on them (`browser.params.login.user = process.env.USER`), so the module
 * holds the values the tests saw.
 */
export const paramsSupportPath = 'rewright-params.ts';

export interface ParamsSupport {
  /** `params` as an object literal's text. */
  params?: string;
  /** Top-level statements of the config that `params` reads, as the generated module needs them. */
  declarations?: readonly string[];
  /** `params.x = value;` statements, from `onPrepare`'s `browser.params.x = value`. */
  assignments?: readonly string[];
}

export function paramsSupportSource({
  params,
  declarations = [],
  assignments = [],
}: ParamsSupport): string {
  return [
    '/** The `params` of the Protractor config (`browser.params` in the original tests). */',
    ...declarations,
    `export const params: Record<string, any> = ${params ?? '{}'};`,
    ...(assignments.length ? ["// Set by the config's `onPrepare`.", ...assignments] : []),
    '',
  ].join('\n');
}
