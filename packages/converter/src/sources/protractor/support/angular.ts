/**
 * The text of `rewright-angular.ts`, a small module the conversion adds to a project whose tests
 * use Protractor's AngularJS locators. It is plain Playwright code the team owns after conversion:
 *
 * - selector engines `ng-binding`, `ng-exact-binding`, `ng-repeater`, `ng-exact-repeater`, which
 *   run the matching rules of Protractor's `clientsidescripts.js` (and AngularJS's `$$testability`)
 *   in the page, so `page.locator('ng-binding=greeting')` finds what `by.binding('greeting')` found;
 * - a `test` that registers them once per worker, keeps AngularJS debug info on (Protractor's
 *   own bootstrap module forced it; bindings are only visible with it) and, like Protractor, waits
 *   for Angular to be stable before every action and web-first assertion;
 * - `waitForAngular`, `waitForAngularEnabled`, `setLocation`, `getLocationAbsUrl` for the explicit
 *   Protractor calls, and `newAngularPage` for a page a describe shares between its tests.
 */
import { mockModulesSupportSource, type ConfigMockModuleText } from './mock-modules.js';

export const angularSupportPath = 'rewright-angular.ts';

export interface AngularSupportOptions {
  /** Synchronisation is on when the tests start (the config's `onPrepare` may have turned it off). */
  synchronizing: boolean;
  /** The project registers Angular mock modules: add the registry and `gotoWithMockModules`. */
  mockModules?: boolean;
  /** Mock modules the config's `onPrepare` registers. */
  configMockModules?: readonly ConfigMockModuleText[];
}

/** The module's text for a project: the synchronisation default, and the mock modules when used. */
export function angularSupportSource({
  synchronizing,
  mockModules,
  configMockModules = [],
}: AngularSupportOptions): string {
  const text = angularSupportTemplate.replace('__SYNCHRONIZING__', String(synchronizing));
  return mockModules ? text + mockModulesSupportSource(configMockModules) : text;
}

const angularSupportTemplate = `/**
 * Protractor's AngularJS locators and helpers for Playwright, added by Rewright when it converted
 * this suite. \`by.binding\`, \`by.exactBinding\`, \`by.repeater\` and \`by.exactRepeater\` match on
 * AngularJS's binding data and \`ng-repeat\` expressions, which CSS cannot see; the selector engines
 * below run Protractor's own matching rules (clientsidescripts.js) in the page:
 *
 *   page.locator('ng-binding=user.name')
 *   page.locator('ng-repeater-row=2:item in items').locator('ng-binding=item.price')
 *
 * Tests import \`test\` from here so the engines are registered before the first locator is used.
 *
 * Protractor also waited for AngularJS (no pending \`$http\` or \`$timeout\`) or Angular (zone
 * stable) before every command. The \`test\` below does the same before every action and web-first
 * assertion, through a locator handler (Playwright's hook, checked before each actionability check)
 * on the \`ng-busy\` engine, which matches the page while Angular has work pending;
 * \`waitForAngularEnabled(false)\` turns it off, as it did in Protractor.
 */
import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type Selectors,
} from '@playwright/test';

/** Elements bound to an expression (\`{{expr}}\`, \`ng-bind\`), like \`$$testability.findBindings\`. */
function bindingEngine(exact: boolean) {
  return {
    queryAll(root: Element | Document, expression: string): Element[] {
      const angular = (
        window as unknown as { angular?: { element(e: Element): { data(key: string): unknown } } }
      ).angular;
      if (!angular) return [];
      let escaped = '';
      for (const ch of expression) escaped += '-[]/{}()*+?.\\\\^$|'.includes(ch) ? '\\\\' + ch : ch;
      const exactMatcher = new RegExp('(^|\\\\s)' + escaped + '(\\\\s|\\\\||$)');
      const matches: Element[] = [];
      for (const element of Array.from(root.querySelectorAll('.ng-binding'))) {
        const data = angular.element(element).data('$binding');
        if (!data) continue;
        const names = (Array.isArray(data) ? data : [data]).map((name) =>
          typeof name === 'string' ? name : String((name as { exp?: string }).exp ?? name),
        );
        const found = names.some((name) =>
          exact ? exactMatcher.test(name) : name.indexOf(expression) !== -1,
        );
        if (found) matches.push(element);
      }
      return matches;
    },
    query(root: Element | Document, expression: string): Element | null {
      return this.queryAll(root, expression)[0] ?? null;
    },
  };
}

/**
 * Rows of an \`ng-repeat\` (and \`ng-repeat-start\` groups), like Protractor's findAllRepeaterRows.
 * With \`byRow\`, the selector is \`<index>:<repeater>\` and matches that row only: the element of an
 * \`ng-repeat\` and every element of an \`ng-repeat-start\` group (findRepeaterRows).
 */
function repeaterEngine(exact: boolean, byRow = false) {
  return {
    queryAll(root: Element | Document, selector: string): Element[] {
      const colon = byRow ? selector.indexOf(':') : -1;
      const index = byRow ? Number(selector.slice(0, colon)) : -1;
      const repeater = byRow ? selector.slice(colon + 1) : selector;
      const matches = (ngRepeat: string | null): boolean => {
        if (ngRepeat === null) return false;
        if (!exact) return ngRepeat.indexOf(repeater) !== -1;
        const expression = ngRepeat
          .split(' track by ')[0]!
          .split(' as ')[0]!
          .split('|')[0]!
          .split('=')[0]!;
        return expression.trim() === repeater;
      };
      const prefixes = ['ng-', 'ng_', 'data-ng-', 'x-ng-', 'ng\\\\:'];
      const rows: Element[] = [];
      for (const prefix of prefixes) {
        const attribute = prefix + 'repeat';
        for (const element of Array.from(root.querySelectorAll('[' + attribute + ']'))) {
          if (matches(element.getAttribute(attribute.split('\\\\').join('')))) rows.push(element);
        }
      }
      const groups: Element[][] = [];
      for (const prefix of prefixes) {
        const attribute = prefix + 'repeat-start';
        for (const start of Array.from(root.querySelectorAll('[' + attribute + ']'))) {
          if (!matches(start.getAttribute(attribute.split('\\\\').join('')))) continue;
          const group: Element[] = [];
          let node: Node | null = start;
          while (node && (node.nodeType !== 8 || !matches(node.nodeValue))) {
            if (node.nodeType === 1) group.push(node as Element);
            node = node.nextSibling;
          }
          groups.push(group);
        }
      }
      if (byRow) return [...(rows[index] ? [rows[index]!] : []), ...(groups[index] ?? [])];
      return [...rows, ...groups.flat()];
    },
    query(root: Element | Document, selector: string): Element | null {
      return this.queryAll(root, selector)[0] ?? null;
    },
  };
}

/** The element AngularJS's testability hangs on: the \`ng-app\` element, or the first scope. */
const APP_ROOT = '[ng-app], [data-ng-app], [ng\\\\:app], .ng-scope';

interface Testability {
  whenStable(callback: () => void): void;
  /** Angular (2+) only. */
  isStable?(): boolean;
  getLocation(): string;
  setLocation(url: string): void;
}

/**
 * The root element while Angular has work pending (AngularJS: \`$http\` or \`$timeout\`; Angular:
 * a zone not yet stable), nothing otherwise. AngularJS's \`whenStable\` calls back at once when
 * nothing is pending.
 */
function busyEngine(appRoot: string) {
  return {
    queryAll(root: Element | Document): Element[] {
      if (root !== document && root !== document.documentElement) return [];
      const w = window as unknown as {
        angular?: { getTestability?(e: Element): Testability };
        getAllAngularTestabilities?(): Testability[];
      };
      let busy = false;
      if (w.getAllAngularTestabilities) {
        busy = w
          .getAllAngularTestabilities()
          .some((testability) => testability.isStable?.() === false);
      } else if (w.angular?.getTestability) {
        const app = document.querySelector(appRoot) ?? document.body;
        let stable = false;
        try {
          w.angular.getTestability(app).whenStable(() => {
            stable = true;
          });
        } catch {
          stable = true; // AngularJS loaded but no app bootstrapped
        }
        busy = !stable;
      }
      return busy ? [document.documentElement] : [];
    },
    query(root: Element | Document): Element | null {
      return this.queryAll(root)[0] ?? null;
    },
  };
}

async function registerAngularSelectors(selectors: Selectors): Promise<void> {
  const engines: [string, string][] = [
    ['ng-busy', \`(\${busyEngine})(\${JSON.stringify(APP_ROOT)})\`],
    ['ng-binding', \`(\${bindingEngine})(false)\`],
    ['ng-exact-binding', \`(\${bindingEngine})(true)\`],
    ['ng-repeater', \`(\${repeaterEngine})(false)\`],
    ['ng-exact-repeater', \`(\${repeaterEngine})(true)\`],
    ['ng-repeater-row', \`(\${repeaterEngine})(false, true)\`],
    ['ng-exact-repeater-row', \`(\${repeaterEngine})(true, true)\`],
  ];
  for (const [name, content] of engines) {
    try {
      await selectors.register(name, { content });
    } catch (error) {
      if (!String(error).includes('already registered')) throw error;
    }
  }
}

/**
 * Whether Rewright waits for Angular (Protractor's \`browser.waitForAngularEnabled()\`). Protractor
 * kept the setting for the rest of the run once a test changed it; here it holds for the rest of
 * the worker, whose tests run in the original order.
 */
let synchronizing = __SYNCHRONIZING__;

/** Turns the waiting for Angular on or off when given a value; returns whether it is on. */
export function waitForAngularEnabled(enabled?: boolean): boolean {
  if (enabled !== undefined) synchronizing = enabled;
  return synchronizing;
}

// AngularJS only records bindings with debug info on; Protractor's bootstrap module forced it.
async function keepAngularDebugInfo(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    if (!window.name.startsWith('NG_ENABLE_DEBUG_INFO!'))
      window.name = 'NG_ENABLE_DEBUG_INFO!' + window.name;
  });
}

// The handler runs only while Angular is busy, and waits until it is not (or goes on at once when
// the waiting is off, hence \`noWaitAfter\`). A navigation in flight discards the wait's page
// context: the action then waits for the new page by itself.
async function synchronizeWithAngular(page: Page): Promise<void> {
  await page.addLocatorHandler(
    page.locator('ng-busy=page'),
    () => waitForAngular(page).catch(() => undefined),
    {
      noWaitAfter: true,
    },
  );
}

export const test = base.extend<
  { angularDebugInfo: void; angularSync: void },
  { angularSelectors: void }
>({
  angularSelectors: [
    async ({ playwright }, use) => {
      await registerAngularSelectors(playwright.selectors);
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  angularDebugInfo: [
    async ({ context }, use) => {
      await keepAngularDebugInfo(context);
      await use();
    },
    { auto: true },
  ],
  angularSync: [
    async ({ page }, use) => {
      await synchronizeWithAngular(page);
      await use();
    },
    { auto: true },
  ],
});

/** A page of its own context, set up as the \`test\` sets up its \`page\` (for a describe that shares one page). */
export async function newAngularPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await keepAngularDebugInfo(context);
  const page = await context.newPage();
  await synchronizeWithAngular(page);
  // Closing the page closes its context, as \`browser.newPage()\` does.
  page.on('close', () => void context.close());
  return page;
}

export { expect };

/**
 * Waits until AngularJS has no pending \`$http\` requests or \`$timeout\`s, or every Angular app's
 * zone is stable (Protractor's waitForAngular). A page without Angular, or with the waiting turned
 * off, goes on at once.
 */
export async function waitForAngular(page: Page): Promise<void> {
  if (!synchronizing) return;
  await page.evaluate(
    (appRoot) =>
      new Promise<void>((resolve) => {
        const w = window as unknown as {
          angular?: { getTestability?(e: Element): Testability };
          getAllAngularTestabilities?(): Testability[];
        };
        if (w.getAllAngularTestabilities) {
          const testabilities = w.getAllAngularTestabilities();
          let pending = testabilities.length;
          if (pending === 0) return resolve();
          for (const testability of testabilities)
            testability.whenStable(() => --pending === 0 && resolve());
          return;
        }
        const root = document.querySelector(appRoot) ?? document.body;
        if (!w.angular?.getTestability) return resolve();
        try {
          w.angular.getTestability(root).whenStable(() => resolve());
        } catch {
          resolve(); // AngularJS loaded but no app bootstrapped
        }
      }),
    APP_ROOT,
  );
}

/** In-app navigation through \`$location\` (Protractor's browser.setLocation). */
export async function setLocation(page: Page, url: string): Promise<void> {
  await page.evaluate(
    ({ url, appRoot }) => {
      const angular = (
        window as unknown as { angular: { getTestability(e: Element): Testability } }
      ).angular;
      angular.getTestability(document.querySelector(appRoot) ?? document.body).setLocation(url);
    },
    { url, appRoot: APP_ROOT },
  );
  await waitForAngular(page);
}

/**
 * AngularJS's \`$animate.enabled()\` seen from an element, set when \`value\` is given (Protractor's
 * ElementFinder.allowAnimations). Returns whether animations are enabled.
 */
export async function allowAnimations(element: Locator, value?: boolean): Promise<boolean> {
  return element.evaluate((el, value) => {
    type Animate = { enabled(value?: boolean): boolean };
    type Angular = { element(e: Element): { injector(): { get(name: '$animate'): Animate } } };
    const animate = (window as unknown as { angular: Angular }).angular
      .element(el)
      .injector()
      .get('$animate');
    return value === undefined ? animate.enabled() : animate.enabled(value);
  }, value);
}

/** \`$location.url()\` of the app (Protractor's browser.getLocationAbsUrl). */
export async function getLocationAbsUrl(page: Page): Promise<string> {
  await waitForAngular(page);
  return page.evaluate((appRoot) => {
    const angular = (window as unknown as { angular: { getTestability(e: Element): Testability } })
      .angular;
    return angular.getTestability(document.querySelector(appRoot) ?? document.body).getLocation();
  }, APP_ROOT);
}
`;
