/**
 * Formatting with Prettier's standalone build (no Node built-ins, so it runs in a browser), with
 * the repository's style: single quotes, 100 columns, trailing commas.
 */
import type * as Prettier from 'prettier/standalone';
import type * as EstreePlugin from 'prettier/plugins/estree';
import type * as TypescriptPlugin from 'prettier/plugins/typescript';

/**
 * Prettier and its plugins, loaded on the first file formatted: a conversion whose files are all
 * over the format limits (`format-policy.ts`) never pays for them.
 */
let loaded: Promise<[typeof Prettier, typeof EstreePlugin, typeof TypescriptPlugin]> | undefined;
const loadPrettier = () =>
  (loaded ??= Promise.all([
    import('prettier/standalone'),
    import('prettier/plugins/estree'),
    import('prettier/plugins/typescript'),
  ]));

export const prettierOptions = {
  singleQuote: true,
  printWidth: 100,
  trailingComma: 'all',
} as const;

/**
 * Formats until the output is stable: Prettier's layout of a member chain depends on where the
 * input broke its lines, so one pass over generated code is not always what `prettier --check`
 * expects of the written file.
 */
export async function formatTypeScript(code: string): Promise<string> {
  const [prettier, estreePlugin, typescriptPlugin] = await loadPrettier();
  const options = {
    ...prettierOptions,
    parser: 'typescript',
    plugins: [estreePlugin, typescriptPlugin],
  };
  let current = await prettier.format(code, options);
  for (let pass = 0; pass < 3; pass++) {
    const next = await prettier.format(current, options);
    if (next === current) break;
    current = next;
  }
  return current;
}
