/**
 * `playwright.config.ts` for a converted Java suite: the browsers the suite's drivers were
 * (Chrome, Firefox, Edge, Safari), headless and window size from their options, and the specs.
 */
import { renderConfig, type BrowserName, type ConfigProject } from '../../playwright/config.js';
import { text, type Code } from '../../playwright/code.js';
import type { ProjectFacts } from './facts.js';
import type { Diagnostic } from '../../api.js';
import { testngConfig } from './testng.js';
import { browserSetup } from './capabilities.js';

export function javaConfig(
  facts: ProjectFacts,
  specs: string[],
  testng?: { path: string; source: string },
): { code: string; diagnostics: Diagnostic[] } {
  // Selenium's finds fail at once (or after the implicit wait); Playwright's actions wait for their
  // element. Bounded, a missing element fails in seconds rather than at the test's timeout.
  const use: Record<string, Code> = { actionTimeout: text('10_000') };
  const { browsers, use: projectUse } = browserSetup(facts);
  // The suite's `testng.xml` says which tests run together: its `<test>`s are the projects.
  const suite =
    testng &&
    testngConfig(
      testng.path,
      testng.source,
      [...facts.files.keys()],
      [...browsers][0] as BrowserName,
      projectUse,
    );
  const projects: ConfigProject[] =
    suite?.projects ??
    [...browsers].map((browser) => ({
      name: browser,
      browser,
      use: projectUse,
    }));
  const code = renderConfig({
    testDir: '.',
    ...(specs.length ? { testMatch: specs } : {}),
    use,
    projects,
    ...(suite?.declarations.length ? { declarations: suite.declarations } : {}),
    ...(suite?.todos.length ? { todos: suite.todos } : {}),
  });
  return { code, diagnostics: suite?.diagnostics ?? [] };
}
