/**
 * The text of `rewright-locators.ts`, which the conversion adds to a project that registers its
 * own locators with Protractor's `by.addLocator(name, script)`. Each becomes a Playwright selector
 * engine that runs the same script in the page, as WebDriver ran it for Protractor.
 */
export const locatorsSupportPath = 'rewright-locators.ts';

export const locatorsSupportSource = `/**
 * Protractor's custom locators (\`by.addLocator\`) for Playwright, added by Rewright when it converted
 * this suite. \`addLocator(name, script)\` registers a selector engine \`name\` that calls the
 * script in the page with the locator's arguments, then the element searched from (null for the
 * whole page), as Protractor did; \`customSelector(name, ...args)\` is the selector \`by.<name>(...args)\`
 * stood for:
 *
 *   await addLocator('menuItem', findMenuItem);
 *   await page.locator(customSelector('menuItem', 'Settings')).click();
 */
import { selectors } from '@playwright/test';

/** Registers \`script\` (a function, or a function body as WebDriver took it) as engine \`name\`. */
export async function addLocator(
  name: string,
  script: string | ((...args: any[]) => unknown),
): Promise<void> {
  // WebDriver applied a function to the arguments, so an arrow function's \`arguments\` are theirs.
  const run =
    typeof script === 'string'
      ? \`function () {\\n\${script}\\n}\`
      : \`function () { return (\${script.toString()}).apply(null, arguments); }\`;
  const content = \`({
    queryAll(root, body) {
      const found = (\${run}).apply(null, [...JSON.parse(body), root === document ? null : root]);
      if (found == null) return [];
      return typeof found.length === 'number' ? Array.from(found) : [found];
    },
    query(root, body) {
      return this.queryAll(root, body)[0] ?? null;
    },
  })\`;
  try {
    await selectors.register(name, { content });
  } catch (error) {
    // Registered by an earlier test of this worker: Protractor kept its locators for the run too.
    if (!String(error).includes('already registered')) throw error;
  }
}

/** The selector for \`by.<name>(...args)\` (arguments as JSON, which the engine reads back). */
export function customSelector(name: string, ...args: unknown[]): string {
  return \`\${name}=\${JSON.stringify(args)}\`;
}
`;
