/**
 * The text of `rewright-angular.ts`, a small module the conversion adds to a project whose tests
 * use Protractor's AngularJS locators. It is plain Playwright code the team owns after conversion:
 *
 * - selector engines `ng-binding`, `ng-exact-binding`, `ng-repeater`, `ng-exact-repeater`, which
 *   run the matching rules of Protractor's `clientsidescripts.js` (and AngularJS's `$$testability`)
 *   in the page, so `page.locator('ng-binding=greeting')` finds what `by.binding('greeting')` found;
 * - a `test` that registers them once per worker and keeps AngularJS debug info on (Protractor's
 *   own bootstrap module forced it; bindings are only visible with it);
 * - `waitForAngular`, `setLocation`, `getLocationAbsUrl` for the explicit Protractor calls.
 */
export const angularSupportPath = 'rewright-angular.ts';

export const angularSupportSource = `/**
 * Protractor's AngularJS locators and helpers for Playwright, added by Rewright when it converted
 * this suite. \`by.binding\`, \`by.exactBinding\`, \`by.repeater\` and \`by.exactRepeater\` match on
 * AngularJS's binding data and \`ng-repeat\` expressions, which CSS cannot see; the selector engines
 * below run Protractor's own matching rules (clientsidescripts.js) in the page:
 *
 *   page.locator('ng-binding=user.name')
 *   page.locator('ng-repeater-row=2:item in items').locator('ng-binding=item.price')
 *
 * Tests import \`test\` from here so the engines are registered before the first locator is used.
 */
import { test as base, expect, type Locator, type Page, type Selectors } from '@playwright/test';

/** Elements bound to an expression (\`{{expr}}\`, \`ng-bind\`), like \`$$testability.findBindings\`. */
function bindingEngine(exact: boolean) {
  return {
    queryAll(root: Element | Document, expression: string): Element[] {
      const angular = (window as unknown as { angular?: { element(e: Element): { data(key: string): unknown } } }).angular;
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
        const found = names.some((name) => (exact ? exactMatcher.test(name) : name.indexOf(expression) !== -1));
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
        const expression = ngRepeat.split(' track by ')[0]!.split(' as ')[0]!.split('|')[0]!.split('=')[0]!;
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

async function registerAngularSelectors(selectors: Selectors): Promise<void> {
  const engines: [string, string][] = [
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

export const test = base.extend<{ angularDebugInfo: void }, { angularSelectors: void }>({
  angularSelectors: [
    async ({ playwright }, use) => {
      await registerAngularSelectors(playwright.selectors);
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  // AngularJS only records bindings with debug info on; Protractor's bootstrap module forced it.
  angularDebugInfo: [
    async ({ context }, use) => {
      await context.addInitScript(() => {
        if (!window.name.startsWith('NG_ENABLE_DEBUG_INFO!')) window.name = 'NG_ENABLE_DEBUG_INFO!' + window.name;
      });
      await use();
    },
    { auto: true },
  ],
});

export { expect };

interface Testability {
  whenStable(callback: () => void): void;
  getLocation(): string;
  setLocation(url: string): void;
}

/** Waits until AngularJS has no pending \`$http\` requests or \`$timeout\`s (Protractor's waitForAngular). */
export async function waitForAngular(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const angular = (window as unknown as { angular?: { getTestability?(e: Element): Testability } }).angular;
        const root = document.querySelector('[ng-app], [data-ng-app], [ng\\\\:app], .ng-scope') ?? document.body;
        if (!angular?.getTestability) return resolve();
        angular.getTestability(root).whenStable(() => resolve());
      }),
  );
}

/** In-app navigation through \`$location\` (Protractor's browser.setLocation). */
export async function setLocation(page: Page, url: string): Promise<void> {
  await page.evaluate((url) => {
    const angular = (window as unknown as { angular: { getTestability(e: Element): Testability } }).angular;
    const root = document.querySelector('[ng-app], [data-ng-app], [ng\\\\:app], .ng-scope') ?? document.body;
    angular.getTestability(root).setLocation(url);
  }, url);
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
    const animate = (window as unknown as { angular: Angular }).angular.element(el).injector().get('$animate');
    return value === undefined ? animate.enabled() : animate.enabled(value);
  }, value);
}

/** \`$location.url()\` of the app (Protractor's browser.getLocationAbsUrl). */
export async function getLocationAbsUrl(page: Page): Promise<string> {
  await waitForAngular(page);
  return page.evaluate(() => {
    const angular = (window as unknown as { angular: { getTestability(e: Element): Testability } }).angular;
    const root = document.querySelector('[ng-app], [data-ng-app], [ng\\\\:app], .ng-scope') ?? document.body;
    return angular.getTestability(root).getLocation();
  });
}
`;
