/**
 * Formatting with Prettier's standalone build (no Node built-ins, so it runs in a browser), with
 * the repository's style: single quotes, 100 columns, trailing commas.
 */
import * as prettier from 'prettier/standalone';
import * as estreePlugin from 'prettier/plugins/estree';
import * as typescriptPlugin from 'prettier/plugins/typescript';

export const prettierOptions = {
  singleQuote: true,
  printWidth: 100,
  trailingComma: 'all',
} as const;

export async function formatTypeScript(code: string): Promise<string> {
  return prettier.format(code, {
    ...prettierOptions,
    parser: 'typescript',
    plugins: [estreePlugin, typescriptPlugin],
  });
}
