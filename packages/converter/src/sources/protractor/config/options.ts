/**
 * Every Protractor config option and where it goes in `playwright.config.ts` (one entry each in
 * `configTable`), and capabilities → projects (browser, device, channel, window size, binary).
 */
import ts from 'typescript';
import { quote, stringValue } from '../text.js';
import { text, type Code } from '../../../playwright/code.js';
import type { BrowserName } from '../../../playwright/config.js';
import { copy, diag, needsOf, type ConfigContext, type Project } from './context.js';
import { isPlainValue, onPrepare } from './on-prepare.js';
import { globList } from './paths.js';
import { lookupTable } from '../../../core/lookup-table.js';

export interface ConfigEntry {
  from: string;
  to: (value: ts.Expression, cx: ConfigContext, property: ts.PropertyAssignment) => void;
}

export const ignored = (detail: string) => (value: ts.Expression, cx: ConfigContext) =>
  diag(cx, value, 'protractor/config/unsupported-option', detail);

export const configTable: ConfigEntry[] = [
  { from: 'baseUrl', to: (v, cx) => (cx.use.baseURL = text(copy(cx, v))) },
  {
    from: 'specs',
    to: (v, cx) => {
      const g = globList(cx, v);
      if (g?.length) cx.testMatch = g;
    },
  },
  {
    from: 'exclude',
    to: (v, cx) => {
      const g = globList(cx, v, true);
      if (g?.length) cx.testIgnore = g;
    },
  },
  {
    from: 'suites',
    to: (v, cx) => {
      if (!ts.isObjectLiteralExpression(v))
        return diag(cx, v, 'protractor/config/dynamic', 'suites');
      cx.suites = [];
      for (const p of v.properties) {
        if (!ts.isPropertyAssignment(p)) continue;
        const match = globList(cx, p.initializer);
        const name = p.name.getText(cx.sf).split("'").join('').split('"').join('');
        if (match?.length) cx.suites.push({ name, match });
      }
    },
  },
  {
    from: 'capabilities',
    to: (v, cx) => {
      const p = capability(v, cx);
      if (p) cx.projects.push(p);
    },
  },
  {
    from: 'multiCapabilities',
    to: (v, cx) => {
      if (!ts.isArrayLiteralExpression(v))
        return diag(cx, v, 'protractor/config/dynamic', 'multiCapabilities');
      for (const e of v.elements) {
        const p = capability(e, cx);
        if (p) cx.projects.push(p);
      }
    },
  },
  {
    from: 'jasmineNodeOpts',
    to: (v, cx) => {
      const timeout = objectProperty(v, 'defaultTimeoutInterval');
      if (timeout) cx.options.timeout = text(copy(cx, timeout));
      const rest = ts.isObjectLiteralExpression(v)
        ? v.properties.filter((p) => p.name?.getText(cx.sf) !== 'defaultTimeoutInterval')
        : [];
      if (rest.length)
        diag(
          cx,
          v,
          'protractor/config/unsupported-option',
          'jasmineNodeOpts other than defaultTimeoutInterval',
        );
    },
  },
  {
    from: 'mochaOpts',
    to: (v, cx) => {
      const timeout = objectProperty(v, 'timeout');
      if (timeout) cx.options.timeout = text(copy(cx, timeout));
      const reporter = objectProperty(v, 'reporter');
      if (reporter) diag(cx, reporter, 'protractor/config/reporter');
    },
  },
  {
    from: 'allScriptsTimeout',
    to: (v, cx) => {
      cx.scriptsTimeout = copy(cx, v);
    },
  },
  { from: 'getPageTimeout', to: (v, cx) => (cx.use.navigationTimeout = text(copy(cx, v))) },
  {
    from: 'params',
    to: (v, cx) => {
      cx.params = copy(cx, v);
      needsOf(cx, v, cx.paramsNeeds);
      diag(cx, v, 'protractor/config/params');
    },
  },
  { from: 'onPrepare', to: (v, cx) => onPrepare(v, cx) },
  { from: 'framework', to: ignored('framework: Playwright Test replaces Jasmine/Mocha') },
  { from: 'directConnect', to: ignored('directConnect') },
  { from: 'seleniumAddress', to: ignored('seleniumAddress') },
  { from: 'seleniumServerJar', to: ignored('seleniumServerJar') },
  { from: 'chromeDriver', to: ignored('chromeDriver') },
  { from: 'SELENIUM_PROMISE_MANAGER', to: ignored('SELENIUM_PROMISE_MANAGER') },
  { from: 'rootElement', to: ignored('rootElement') },
  { from: 'untrackOutstandingTimeouts', to: ignored('untrackOutstandingTimeouts') },
  {
    from: 'restartBrowserBetweenTests',
    to: ignored('restartBrowserBetweenTests: every Playwright test gets a fresh context'),
  },
  { from: 'noGlobals', to: ignored('noGlobals') },
  { from: 'maxSessions', to: (v, cx) => (cx.options.workers = text(copy(cx, v))) },
  {
    from: 'beforeLaunch',
    to: (v, cx) => diag(cx, v, 'protractor/config/on-prepare', 'beforeLaunch → globalSetup', true),
  },
  {
    from: 'afterLaunch',
    to: (v, cx) =>
      diag(cx, v, 'protractor/config/on-prepare', 'afterLaunch → globalTeardown', true),
  },
  {
    from: 'onComplete',
    to: (v, cx) => diag(cx, v, 'protractor/config/on-prepare', 'onComplete → globalTeardown', true),
  },
  {
    from: 'onCleanUp',
    to: (v, cx) => diag(cx, v, 'protractor/config/on-prepare', 'onCleanUp → globalTeardown', true),
  },
  {
    from: 'plugins',
    to: (v, cx) => diag(cx, v, 'protractor/config/unsupported-option', 'plugins', true),
  },
  {
    from: 'resultJsonOutputFile',
    to: (v, cx) =>
      (cx.options.reporter = text(`[['list'], ['json', { outputFile: ${copy(cx, v)} }]]`)),
  },
];

export const configByName = new Map(configTable.map((e) => [e.from, e]));

export function objectProperty(node: ts.Expression, name: string): ts.Expression | undefined {
  if (!ts.isObjectLiteralExpression(node)) return undefined;
  for (const p of node.properties) {
    if (
      ts.isPropertyAssignment(p) &&
      (stringValue(p.name) ?? (ts.isIdentifier(p.name) ? p.name.text : undefined)) === name
    )
      return p.initializer;
  }
  return undefined;
}

/** Browser names Playwright knows (lower case), and the device each starts from. */
export const browsers = lookupTable<
  Record<string, { name: string; browser: BrowserName; device?: string; channel?: string }>
>({
  chrome: { name: 'chromium', browser: 'chromium' },
  chromium: { name: 'chromium', browser: 'chromium' },
  firefox: { name: 'firefox', browser: 'firefox' },
  safari: { name: 'webkit', browser: 'webkit' },
  microsoftedge: { name: 'msedge', browser: 'chromium', device: 'Desktop Edge', channel: 'msedge' },
  edge: { name: 'msedge', browser: 'chromium', device: 'Desktop Edge', channel: 'msedge' },
});

/** One capabilities object → one project. */
export function capability(node: ts.Expression, cx: ConfigContext): Project | undefined {
  if (!ts.isObjectLiteralExpression(node)) {
    diag(cx, node, 'protractor/config/dynamic', 'capabilities');
    return undefined;
  }
  const browserName = stringValue(objectProperty(node, 'browserName')) ?? 'chrome';
  let browser = browsers[browserName.toLowerCase()];
  if (!browser) {
    // PhantomJS, Internet Explorer, Opera…: Playwright has no such browser.
    diag(
      cx,
      objectProperty(node, 'browserName') ?? node,
      'protractor/config/unsupported-option',
      `browserName '${browserName}': Playwright has no such browser; the project runs in Chromium`,
    );
    browser = browsers.chrome as { name: string; browser: BrowserName };
  }
  const use: Record<string, Code> = {};
  if (browser.channel) use.channel = text(quote(browser.channel));
  const options =
    objectProperty(node, 'goog:chromeOptions') ??
    objectProperty(node, 'chromeOptions') ??
    objectProperty(node, 'moz:firefoxOptions');
  const launch: string[] = [];
  if (options) {
    const binary = objectProperty(options, 'binary');
    // A path (or an environment variable) names the browser the suite ran in, which may be the
    // only one on that machine (CI images, no downloads): kept. A computed one, typically
    // `require('puppeteer').executablePath()`, fetched a browser for Protractor; Playwright has
    // its own, and keeping the call would make the config need that package.
    if (binary && isPlainValue(cx, binary, new Map()))
      launch.push(`executablePath: ${copy(cx, binary)}`);
    else if (binary)
      diag(
        cx,
        binary,
        'protractor/config/unsupported-option',
        "browser `binary` computed by code (e.g. `require('puppeteer').executablePath()`): Playwright launches its own Chromium (`npx playwright install chromium`); use `channel: 'chrome'` or `launchOptions.executablePath` for another browser",
      );
    const args = objectProperty(options, 'args');
    if (args && ts.isArrayLiteralExpression(args)) {
      const kept: string[] = [];
      for (const a of args.elements) {
        const v = stringValue(a);
        if (v === undefined) {
          kept.push(copy(cx, a));
          continue;
        }
        // Playwright runs headless by default and sizes the viewport itself.
        if (v === '--headless' || v.startsWith('--headless=') || v === '--disable-gpu') continue;
        if (v.startsWith('--window-size=')) {
          const [w, h] = v.slice('--window-size='.length).split(',');
          if (w && h) use.viewport = text(`{ width: ${Number(w)}, height: ${Number(h)} }`);
          continue;
        }
        kept.push(quote(v));
      }
      if (kept.length) launch.push(`args: [${kept.join(', ')}]`);
    } else if (args) {
      // A variable or a call: copied as written (with its declaration), never dropped.
      launch.push(`args: ${copy(cx, args)}`);
    }
  }
  if (launch.length) use.launchOptions = text(`{ ${launch.join(', ')} }`);
  const shard = objectProperty(node, 'shardTestFiles');
  const instances = objectProperty(node, 'maxInstances');
  if (shard && shard.kind === ts.SyntaxKind.TrueKeyword && instances)
    cx.options.workers = text(copy(cx, instances));
  const specs = objectProperty(node, 'specs');
  // `logName` is Protractor's label for a capability in its output: the natural project name.
  const project: Project = {
    name: stringValue(objectProperty(node, 'logName')) ?? browser.name,
    browser: browser.browser,
    ...(browser.device ? { device: browser.device } : {}),
    use,
  };
  if (specs) {
    const g = globList(cx, specs);
    if (g?.length) project.testMatch = g;
  }
  return project;
}
