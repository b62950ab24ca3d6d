/**
 * `playwright.config.ts` for a converted Java suite: the browsers the suite's drivers were
 * (Chrome, Firefox, Edge, Safari), headless and window size from their options, and the specs.
 */
import { renderConfig, type BrowserName, type ConfigProject } from '../../playwright/config.js';
import { text, type Code } from '../../playwright/code.js';
import type { ProjectFacts } from './facts.js';
import type { Diagnostic } from '../../api.js';
import { testngConfig } from './testng.js';

export function javaConfig(
  facts: ProjectFacts,
  specs: string[],
  testng?: { path: string; source: string },
): { code: string; diagnostics: Diagnostic[] } {
  // Selenium's finds fail at once (or after the implicit wait); Playwright's actions wait for their
  // element. Bounded, a missing element fails in seconds rather than at the test's timeout.
  const use: Record<string, Code> = { actionTimeout: text('10_000') };
  const browsers = new Set<BrowserName>();
  const projectUse: Record<string, Code> = {};
  for (const file of facts.files.values()) {
    const source = file.tree.text;
    if (/new\s+(FirefoxDriver)\b/.test(source)) browsers.add('firefox');
    if (/new\s+(ChromeDriver|EdgeDriver)\b/.test(source)) browsers.add('chromium');
    if (/new\s+SafariDriver\b/.test(source)) browsers.add('webkit');
    const size =
      /--window-size=(\d+)[,x](\d+)/.exec(source) ??
      /new\s+Dimension\s*\(\s*(\d+)\s*,\s*(\d+)\s*\)/.exec(source);
    if (size) projectUse.viewport = text(`{ width: ${size[1]}, height: ${size[2]} }`);
    if (/["']--headless(=new)?["']|setHeadless\s*\(\s*true/.test(source))
      projectUse.headless = text('true');
  }
  if (browsers.size === 0) browsers.add('chromium');
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
