/**
 * The browser a suite's drivers asked for, from the drivers it created (`new FirefoxDriver()`),
 * their options (`ChromeOptions`, `FirefoxOptions`, `EdgeOptions`) and capabilities
 * (`DesiredCapabilities`, `MutableCapabilities`, a `RemoteWebDriver`'s `browserName`): the config's
 * projects and their `use` (headless, viewport, user agent, locale, HTTPS errors, launch
 * arguments). What has no Playwright setting is reported where the suite set it.
 */
import type { BrowserName } from '../../playwright/config.js';
import { text, type Code } from '../../playwright/code.js';
import type { ProjectFacts } from './facts.js';
import type { RuleContext } from './context.js';
import { stringLiteral, type JNode } from './parser.js';

/** The names a driver, options class or capability gives each browser. */
const browserNames: [RegExp, BrowserName][] = [
  [/\bnew\s+(?:Firefox(?:Driver|Options)|GeckoDriver)\b|DesiredCapabilities\s*\.\s*firefox\b/, 'firefox'],
  [/\bnew\s+(?:Chrome|Edge)(?:Driver|Options)\b|DesiredCapabilities\s*\.\s*(?:chrome|edge)\b/, 'chromium'],
  [/\bnew\s+Safari(?:Driver|Options)\b|DesiredCapabilities\s*\.\s*safari\b/, 'webkit'],
]; // prettier-ignore

/** `setCapability("browserName", "firefox")`, `setBrowserName("firefox")`, `Browser.FIREFOX`. */
const namedBrowser =
  /(?:"browserName"|CapabilityType\s*\.\s*BROWSER_NAME)\s*,\s*"(\w+)"|setBrowserName\s*\(\s*"(\w+)"|\bBrowser\s*\.\s*(CHROME|FIREFOX|EDGE|SAFARI)\b/g;

function browserNamed(name: string): BrowserName | undefined {
  const lower = name.toLowerCase();
  if (lower === 'firefox') return 'firefox';
  if (lower === 'chrome' || lower === 'chromium' || lower === 'edge' || lower === 'microsoftedge')
    return 'chromium';
  if (lower === 'safari') return 'webkit';
  return undefined;
}

/** Browser switches that change nothing under Playwright (its contexts are incognito already). */
const dropped = /^--?(start-maximized|start-fullscreen|incognito|remote-allow-origins=.*)$/;

export interface BrowserSetup {
  browsers: Set<BrowserName>;
  use: Record<string, Code>;
}

export function browserSetup(facts: ProjectFacts): BrowserSetup {
  const browsers = new Set<BrowserName>();
  const use: Record<string, Code> = {};
  const args: string[] = [];
  for (const file of facts.files.values()) {
    const source = file.tree.text;
    for (const [pattern, browser] of browserNames) if (pattern.test(source)) browsers.add(browser);
    for (const m of source.matchAll(namedBrowser)) {
      const browser = browserNamed(m[1] ?? m[2] ?? m[3] ?? '');
      if (browser) browsers.add(browser);
    }
    const size =
      /--window-size=(\d+)[,x](\d+)/.exec(source) ??
      /new\s+Dimension\s*\(\s*(\d+)\s*,\s*(\d+)\s*\)/.exec(source);
    const width = /"--width=(\d+)"/.exec(source)?.[1];
    const height = /"--height=(\d+)"/.exec(source)?.[1];
    if (size) use.viewport = text(`{ width: ${size[1]}, height: ${size[2]} }`);
    else if (width && height) use.viewport = text(`{ width: ${width}, height: ${height} }`);
    if (/setHeadless\s*\(\s*true|["']-{1,2}headless(=new)?["']/.test(source))
      use.headless = text('true');
    if (/setAcceptInsecureCerts\s*\(\s*true|"acceptInsecureCerts"\s*,\s*true/.test(source))
      use.ignoreHTTPSErrors = text('true');
    for (const call of source.matchAll(/addArguments\s*\(([^;]*?)\)\s*[;.]/g))
      for (const literal of (call[1] ?? '').matchAll(/"((?:[^"\\]|\\.)*)"/g)) {
        const arg = literal[1] ?? '';
        const userAgent = /^--user-agent=(.+)$/.exec(arg)?.[1];
        const lang = /^--lang=(.+)$/.exec(arg)?.[1];
        if (userAgent) use.userAgent = text(JSON.stringify(userAgent));
        else if (lang) use.locale = text(JSON.stringify(lang));
        else if (
          !/^-{1,2}headless(=new)?$|^--window-size=|^--(width|height)=/.test(arg) &&
          !dropped.test(arg) &&
          !args.includes(arg)
        )
          args.push(arg);
      }
  }
  if (browsers.size === 0) browsers.add('chromium');
  // Chrome's switches mean nothing to Firefox or WebKit: they are passed where Chromium alone runs.
  if (args.length && [...browsers].every((b) => b === 'chromium'))
    use.launchOptions = text(`{ args: ${JSON.stringify(args).replace(/","/g, '", "')} }`);
  return { browsers, use };
}

/** Capabilities a Playwright setting (or Playwright itself) stands for. */
const mappedCapabilities = new Set([
  'browserName',
  'acceptInsecureCerts',
  'goog:chromeOptions',
  'moz:firefoxOptions',
  'ms:edgeOptions',
  'unhandledPromptBehavior',
]);

/** Options methods whose meaning reached the config (or needs no setting). */
const mappedOptions = new Set([
  'addArguments',
  'setHeadless',
  'setAcceptInsecureCerts',
  'setBrowserName',
  'merge',
  'setExperimentalOption',
]);

/**
 * A call on browser options or capabilities: what the config holds needs no code; what it cannot
 * hold (a platform, a browser version, a proxy, a page-load strategy) is reported here.
 */
export function optionsCall(ctx: RuleContext, node: JNode, name: string, args: JNode[]): void {
  if (name === 'setCapability') {
    const capability = args[0] ? (stringLiteral(args[0]) ?? args[0].text) : '';
    const known =
      mappedCapabilities.has(capability) || /CapabilityType\s*\.\s*BROWSER_NAME/.test(capability);
    if (!known) ctx.report(node, 'selenium-java/capability-not-mapped', capability);
    return;
  }
  if (name === 'setExperimentalOption' && stringLiteral(args[0]) !== 'prefs') {
    ctx.report(node, 'selenium-java/capability-not-mapped', `${name}(${args[0]?.text ?? ''})`);
    return;
  }
  if (!mappedOptions.has(name)) ctx.report(node, 'selenium-java/capability-not-mapped', name);
}

/** `new RemoteWebDriver(new URL("http://grid:4444"), …)`: the grid is reported, not used. */
export function remoteDriver(ctx: RuleContext, node: JNode, type: string, args: JNode[]): void {
  if (type === 'RemoteWebDriver' && args.length > 1)
    ctx.report(node, 'selenium-java/remote-grid', args[0]?.text);
  if (type === 'EdgeDriver') ctx.report(node, 'selenium-java/edge-as-chromium');
}
