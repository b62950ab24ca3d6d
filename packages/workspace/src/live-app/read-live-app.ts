/**
 * Reads the running app for a conversion with `--base-url`: each page the natural-language steps
 * open is loaded once in Chromium (Debian's, or `CHROMIUM_PATH`; never downloaded), its
 * accessibility tree is read (`ariaSnapshot`, and that of each frame the steps look into), and
 * every candidate locator the converter may ask about is counted with Playwright itself — so the
 * engine, which stays free of any browser, decides from real counts. Pages are only loaded, never
 * clicked or typed into: a conversion must not change the app's data.
 */
import type { LiveAppFacts, LivePage, ProjectFile } from '@rewright/converter';
// Types only: the lookups are made on the engine's thread (liveAppLookupsInWorker), and this
// thread loads no front end, no Gherkin parser.
import type { LocatorCall, PageLookups } from '@rewright/converter/live-app';
import { parseAriaSnapshot } from '@rewright/converter/aria-nodes';
import type { Browser, FrameLocator, Locator, Page } from '@playwright/test';
import { WorkspaceError } from '../errors';
import { chromiumPath } from '../playwright-run';

export interface ReadLiveAppOptions {
  env?: NodeJS.ProcessEnv;
  /** Per page load (default 15 s). */
  timeoutMs?: number;
  /** Time given to a loaded page to draw what its timers add (default 700 ms). */
  settleMs?: number;
  /** Called as each page has been read. */
  onPage?: (done: number, total: number, url: string) => void;
}

type Root = Page | FrameLocator | Locator;

const pagesAtOnce = 3;

/** The calls the converter describes, made on a real page. */
function apply(root: Root, calls: readonly LocatorCall[]): Locator | FrameLocator {
  let current: Root = root;
  for (const call of calls) {
    switch (call.method) {
      case 'getByRole':
        current = current.getByRole(call.role as Parameters<Page['getByRole']>[0], {
          ...(call.name === undefined ? {} : { name: call.name }),
          ...(call.exact ? { exact: true } : {}),
        });
        break;
      case 'filter':
        current = (current as Locator).filter({ hasText: call.hasText });
        break;
      case 'frameLocator':
        current = current.frameLocator(call.selector);
        break;
      case 'locator':
        current = current.locator(call.value);
        break;
      case 'getByTestId':
        current = current.getByTestId(call.value);
        break;
      default:
        current = current[call.method](call.value, call.exact ? { exact: true } : {});
    }
  }
  return current as Locator | FrameLocator;
}

/**
 * Loads `url` in a new page of `browser` for reading: a dialog it opens is dismissed (only the
 * page's contents matter), then the network is given time to go quiet and the timers to draw.
 * The AI pass's live check (`answer-check.ts`) loads its pages the same way.
 */
export async function loadForReading(
  browser: Browser,
  url: string,
  options: Pick<ReadLiveAppOptions, 'timeoutMs' | 'settleMs'>,
): Promise<{ ok: true; page: Page } | { ok: false; reason: string }> {
  const page = await (await browser.newContext()).newPage();
  page.on('dialog', (dialog) => void dialog.dismiss().catch(() => undefined));
  let response;
  try {
    response = await page.goto(url, { waitUntil: 'load', timeout: options.timeoutMs ?? 15_000 });
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    return { ok: false, reason: message.replace(/^page\.goto: /, '') };
  }
  if (response && response.status() >= 400) {
    return { ok: false, reason: `HTTP ${response.status()}` };
  }
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page.waitForTimeout(options.settleMs ?? 700);
  return { ok: true, page };
}

/** Debian's Chromium (or `CHROMIUM_PATH`), never downloaded, for reading pages. */
export async function launchReader(env: NodeJS.ProcessEnv): Promise<Browser> {
  const { chromium } = await import('@playwright/test');
  const executablePath = chromiumPath(env);
  return chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: ['--no-sandbox', '--disable-gpu'],
  });
}

async function readPage(
  browser: Browser,
  target: PageLookups,
  options: ReadLiveAppOptions,
): Promise<LivePage> {
  const loaded = await loadForReading(browser, target.url, options);
  if (!loaded.ok) return { url: target.url, reached: false, reason: loaded.reason };
  const { page } = loaded;
  const timeout = options.timeoutMs ?? 15_000;
  try {
    const snapshots = [await page.locator('body').ariaSnapshot({ timeout })];
    for (const frame of target.frames) {
      const inFrame = (apply(page, frame) as FrameLocator).locator('body');
      snapshots.push(await inFrame.ariaSnapshot({ timeout: 5_000 }).catch(() => ''));
    }
    const counts: Record<string, number> = {};
    for (const lookup of target.lookups) {
      const root = lookup.frame ? (apply(page, lookup.frame) as FrameLocator) : page;
      counts[lookup.key] = await (apply(root, lookup.locator) as Locator).count();
    }
    return { url: target.url, reached: true, nodes: snapshots.flatMap(parseAriaSnapshot), counts };
  } finally {
    await page.context().close();
  }
}

/** The facts `convertFiles(…, { liveApp })` resolves natural-language steps from. */
export async function readLiveApp(
  files: readonly ProjectFile[],
  baseUrl: string,
  options: ReadLiveAppOptions = {},
): Promise<LiveAppFacts> {
  const { liveAppLookupsInWorker } = await import('@rewright/converter/node');
  const targets = await liveAppLookupsInWorker(files, baseUrl);
  if (targets.length === 0) return { baseUrl, pages: [] };
  let browser: Browser;
  try {
    browser = await launchReader(options.env ?? process.env);
  } catch (error) {
    throw new WorkspaceError(
      'unreadable-input',
      `--base-url needs Chromium to open the app's pages and none could start (install it with 'apt-get install chromium', or set CHROMIUM_PATH). Nothing was converted, written or charged.`,
      { cause: error },
    );
  }
  try {
    // A few pages at once: each mostly waits (its load, the network going quiet, its timers).
    const pages: LivePage[] = new Array<LivePage>(targets.length);
    let next = 0;
    let done = 0;
    const worker = async () => {
      while (next < targets.length) {
        const index = next++;
        pages[index] = await readPage(browser, targets[index]!, options);
        options.onPage?.(++done, targets.length, targets[index]!.url);
      }
    };
    await Promise.all(Array.from({ length: Math.min(pagesAtOnce, targets.length) }, worker));
    return { baseUrl, pages };
  } finally {
    await browser.close();
  }
}
