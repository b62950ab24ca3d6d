/**
 * Python names in TypeScript: snake_case functions, variables and parameters become camelCase,
 * classes and CONSTANTS keep their spelling, and a name TypeScript reserves gets a suffix.
 */

const reserved = new Set([
  'break', 'case', 'catch', 'class', 'const', 'continue', 'debugger', 'default', 'delete', 'do',
  'else', 'enum', 'export', 'extends', 'false', 'finally', 'for', 'function', 'if', 'import', 'in',
  'instanceof', 'new', 'null', 'return', 'super', 'switch', 'this', 'throw', 'true', 'try',
  'typeof', 'var', 'void', 'while', 'with', 'yield', 'let', 'static', 'implements', 'interface',
  'package', 'private', 'protected', 'public', 'await', 'arguments', 'eval', 'undefined', 'test',
  'expect', 'page', 'Number', 'String', 'Object', 'Array',
]); // prettier-ignore

/** `login_page` → `loginPage`; `LoginPage`, `BASE_URL` and `_private` keep their form. */
export function tsName(name: string): string {
  let out = name;
  if (!/^[A-Z0-9_]+$/.test(name) && name.includes('_')) {
    const lead = name.match(/^_*/)?.[0] ?? '';
    const rest = name.slice(lead.length);
    out =
      lead +
      rest.replace(/_+([a-zA-Z0-9])/g, (_m, c: string) => c.toUpperCase()).replace(/_+$/, '');
  }
  return reserved.has(out) ? `${out}_` : out;
}

/** Playwright Test's own fixtures: a pytest fixture of the same name would replace one of them. */
const playwrightFixtures = new Set([
  'browser', 'browserName', 'context', 'request', 'baseURL', 'headless', 'viewport', 'channel',
  'launchOptions', 'contextOptions', 'connectOptions', 'storageState', 'video', 'trace',
  'screenshot', 'locale', 'timezoneId', 'userAgent', 'testIdAttribute', 'acceptDownloads',
  'colorScheme', 'permissions', 'geolocation', 'extraHTTPHeaders', 'httpCredentials',
  'ignoreHTTPSErrors', 'isMobile', 'javaScriptEnabled', 'offline', 'proxy', 'serviceWorkers',
  'bypassCSP', 'deviceScaleFactor', 'hasTouch', 'actionTimeout', 'navigationTimeout', 'playwright',
  'defaultBrowserType',
]); // prettier-ignore

/** A pytest fixture's name in `test.extend`: `browser_name` is `browserNameFixture`, not Playwright's. */
export function fixtureName(name: string): string {
  const ts = tsName(name);
  return playwrightFixtures.has(ts) ? `${ts}Fixture` : ts;
}
