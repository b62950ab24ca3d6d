/**
 * The part of `rewright-angular.ts` a project gets when its tests register Angular mock modules
 * (`browser.addMockModule`). Protractor's `browser.get` loaded every page with AngularJS's bootstrap
 * deferred (`window.name = 'NG_DEFER_BOOTSTRAP!'`), ran each registered module's script in the
 * page, then resumed the bootstrap with the modules' names, so a mock module could replace any
 * service before the app first used it. `gotoWithMockModules` does the same through a page init
 * script; the registry is the worker's, as Protractor's was the browser's (kept across tests until
 * removed or cleared).
 */
/** A mock module the config's `onPrepare` registers, its parts as source text. */
export interface ConfigMockModuleText {
  name: string;
  script: string;
  args: string[];
}

/** The mock-module part of `rewright-angular.ts`, with the modules `onPrepare` registered. */
export function mockModulesSupportSource(configModules: readonly ConfigMockModuleText[]): string {
  const list = configModules.map(
    (m) =>
      `  { name: ${JSON.stringify(m.name)}, script: ${m.script}, args: [${m.args.join(', ')}] },`,
  );
  return mockModulesTemplate.replace(
    '__CONFIG_MODULES__',
    list.length ? `[\n${list.join('\n')}\n]` : '[]',
  );
}

const mockModulesTemplate = `
// ---------------------------------------------------------------------------------------------
// Angular mock modules (Protractor's browser.addMockModule and browser.get).

/** A function runs in the page like WebDriver's executeScript (\`arguments\` holds the extra args); a string is a script body. */
export type MockModuleScript = string | ((...args: any[]) => unknown);

interface MockModule {
  name: string;
  script: MockModuleScript;
  args: unknown[];
}

/** Protractor's own module, always registered first: it kept AngularJS debug info on. */
function protractorBaseModule(): void {
  type CompileProvider = { debugInfoEnabled?(enabled: boolean): void };
  const angular = (
    window as unknown as {
      angular: { module(name: string, requires: string[]): { config(fn: unknown[]): void } };
    }
  ).angular;
  angular
    .module('protractorBaseModule_', [])
    .config([
      '$compileProvider',
      (compileProvider: CompileProvider) => compileProvider.debugInfoEnabled?.(true),
    ]);
}

const baseModule: MockModule = {
  name: 'protractorBaseModule_',
  script: protractorBaseModule,
  args: [],
};
/** Registered by the Protractor config's \`onPrepare\`: there for every test until removed or cleared. */
const configModules: MockModule[] = __CONFIG_MODULES__;
let mockModules: MockModule[] = [baseModule, ...configModules];

/** Registers a module the next \`gotoWithMockModules\` loads before the app bootstraps (browser.addMockModule). */
export function addMockModule(name: string, script: MockModuleScript, ...args: unknown[]): void {
  mockModules.push({ name, script, args });
}

/** Unregisters every module of that name (browser.removeMockModule). */
export function removeMockModule(name: string): void {
  mockModules = mockModules.filter((module) => module.name !== name);
}

/** Unregisters every module but Protractor's base module (browser.clearMockModules). */
export function clearMockModules(): void {
  mockModules = [baseModule];
}

/** The registered scripts, Protractor's base module first (browser.getRegisteredMockModules). */
export function getRegisteredMockModules(): MockModuleScript[] {
  return mockModules.map((module) => module.script);
}

const DEFER_LABEL = 'NG_DEFER_BOOTSTRAP!';
const DEBUG_LABEL = 'NG_ENABLE_DEBUG_INFO!';

/** Whether a navigation must load mock modules: some besides Protractor's base module, and the waiting for Angular on. */
function loadsMockModules(): boolean {
  return synchronizing && mockModules.some((module) => module !== baseModule);
}

/** Protractor's browser.refresh: a \`get\` of the current address when it loads mock modules, else a reload. */
export async function reloadWithMockModules(page: Page) {
  return loadsMockModules() ? gotoWithMockModules(page, page.url()) : page.reload();
}

/**
 * Protractor's browser.get: loads \`url\` with AngularJS's bootstrap deferred, runs the registered
 * mock modules' scripts, then resumes the bootstrap with their names. Without mock modules, or
 * with the waiting for Angular off (Protractor then used the plain WebDriver get), it is \`page.goto\`.
 */
export async function gotoWithMockModules(
  page: Page,
  url: string,
  options?: Parameters<Page['goto']>[1],
) {
  if (!loadsMockModules()) return page.goto(url, options);
  // AngularJS reads the debug label first, then the defer label: keep that order whichever init script runs first.
  const deferral = await page.addInitScript(
    ({ defer, debug }) => {
      const name = window.name;
      window.name = name.startsWith(debug)
        ? debug + defer + name.slice(debug.length)
        : defer + name;
    },
    { defer: DEFER_LABEL, debug: DEBUG_LABEL },
  );
  let response;
  try {
    // Like Protractor, from a blank page: going to the same address again (a refresh) must load it anew.
    await page.goto('about:blank');
    response = await page.goto(url, options);
  } finally {
    await deferral.dispose();
  }
  // Protractor's testForAngular: AngularJS is loaded and waits for resumeBootstrap.
  await page
    .waitForFunction(
      () =>
        !!(window as unknown as { angular?: { resumeBootstrap?: unknown } }).angular
          ?.resumeBootstrap,
      undefined,
      {
        timeout: 10_000,
      },
    )
    .catch(() => {
      throw new Error(
        'Angular could not be found on the page ' + page.url() + ' to load the mock modules',
      );
    });
  for (const module of mockModules) {
    const source =
      typeof module.script === 'function'
        ? 'return (' + module.script + ').apply(null, arguments);'
        : module.script;
    await page.evaluate(
      ([source, args]) => {
        new Function(source).apply(window, args);
      },
      [source, module.args] as [string, unknown[]],
    );
  }
  await page.evaluate(
    (names) => {
      const w = window as unknown as {
        angular: { resumeBootstrap(names: string[]): unknown };
        __TESTABILITY__NG1_APP_ROOT_INJECTOR__?: unknown;
      };
      w.__TESTABILITY__NG1_APP_ROOT_INJECTOR__ = w.angular.resumeBootstrap(names);
    },
    mockModules.map((module) => module.name),
  );
  return response;
}
`;
