/**
 * `playwright.config.ts` for a converted Python suite: what the driver fixture asked of the browser
 * (Chrome, Firefox or Edge; headless; window size) and pytest's `base_url` option.
 */
import { renderConfig, type BrowserName, type ConfigProject } from '../../playwright/config.js';
import { str, text, type Code } from '../../playwright/code.js';
import type { ProjectFacts } from './facts.js';
import { definitionOf } from './definitions.js';
import { field } from './parser.js';

export function pythonConfig(
  facts: ProjectFacts,
  specs: string[],
  ini: string | undefined,
): string {
  // Selenium's finds fail at once (or after the implicit wait); Playwright's actions wait for their
  // element. Bounded, a missing element fails in seconds rather than at the test's timeout.
  const use: Record<string, Code> = { actionTimeout: text('10_000') };
  const baseUrl = ini?.match(/^\s*base_url\s*=\s*(\S+)/m)?.[1];
  if (baseUrl) use.baseURL = str(baseUrl);
  const browsers = new Set<BrowserName>();
  const projectUse: Record<string, Code> = {};
  for (const fixture of facts.fixtures.values()) {
    if (!fixture.isDriver) continue;
    const body = field(definitionOf(fixture.node), 'body')?.text ?? '';
    // A Remote driver runs the browser its options name.
    const remote = /webdriver\.Remote\b/.test(body);
    if (/webdriver\.(Firefox)\b/.test(body) || (remote && /FirefoxOptions\b/.test(body)))
      browsers.add('firefox');
    if (
      /webdriver\.(Chrome|Edge|ChromiumEdge)\b/.test(body) ||
      (remote && !/FirefoxOptions\b|SafariOptions\b/.test(body))
    )
      browsers.add('chromium');
    if (remote && /SafariOptions\b/.test(body)) browsers.add('webkit');
    const language = body.match(/intl\.accept_languages['"]\s*,\s*['"]([\w-]+)/)?.[1];
    if (language) projectUse.locale = str(language);
    if (/webdriver\.Safari\b/.test(body)) browsers.add('webkit');
    const size =
      body.match(/--window-size=(\d+)[,x](\d+)/) ??
      body.match(/set_window_size\(\s*(\d+)\s*,\s*(\d+)/);
    if (size) projectUse.viewport = text(`{ width: ${size[1]}, height: ${size[2]} }`);
    if (/--headless|headless\s*=\s*True|add_argument\(\s*['"]headless/.test(body))
      projectUse.headless = text('true');
  }
  if (browsers.size === 0) browsers.add('chromium');
  const projects: ConfigProject[] = [...browsers].map((browser) => ({
    name: browser,
    browser,
    use: projectUse,
  }));
  return renderConfig({
    testDir: '.',
    ...(specs.length ? { testMatch: specs } : {}),
    use,
    projects,
  });
}
