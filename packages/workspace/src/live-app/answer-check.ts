/**
 * `--base-url` for the AI pass: an answer replaces a TODO only when every locator it builds
 * resolves on the running app — on the page the test opened before the TODO (its last
 * `page.goto` with a literal address, on the base URL; else the base URL itself), loaded in Chromium as `readLiveApp`
 * loads pages: one element for an action or assertion, any number for a count. Pages are only
 * loaded, never clicked or typed into. An element that appears only after earlier steps cannot
 * be seen this way: such an answer is refused, saying so, and the TODO stays.
 */
import type TypeScript from 'typescript';
import type { Browser, FrameLocator, Locator, Page } from '@playwright/test';
import { answerLocators, pageBefore, type AnswerCall, type TextMatch } from '../ai/answer-locators';
import type { LiveAppCheck } from '../ai/resolve-todos';
import { launchReader, loadForReading } from './read-live-app';

type Ts = typeof TypeScript;
type Root = Page | FrameLocator | Locator;

export interface AnswerCheckOptions {
  env?: NodeJS.ProcessEnv;
  /** Per page load (default 15 s). */
  timeoutMs?: number;
  /** Time given to a loaded page to draw what its timers add (default 700 ms). */
  settleMs?: number;
}

type Loaded = { ok: true; page: Page } | { ok: false; reason: string };

/** The check and the browser behind it (started on the first answer with a locator). */
export function liveAnswerCheck(
  ts: Ts,
  baseUrl: string,
  options: AnswerCheckOptions = {},
): { check: LiveAppCheck; close: () => Promise<void> } {
  let browser: Promise<Browser> | undefined;
  const pages = new Map<string, Promise<Loaded>>();
  const load = (url: string): Promise<Loaded> => {
    let loaded = pages.get(url);
    if (!loaded) {
      loaded = (browser ??= launchReader(options.env ?? process.env)).then(
        (started) => loadForReading(started, url, options),
        (error: unknown) => ({
          ok: false as const,
          reason: `Chromium could not start (${firstLine(error)})`,
        }),
      );
      pages.set(url, loaded);
    }
    return loaded;
  };

  const check: LiveAppCheck = async ({ answer, code, line }) => {
    const locators = answerLocators(ts, answer);
    if (locators.length === 0) return { ok: true };
    const unchecked = locators.find((locator) => !locator.checkable);
    if (unchecked && !unchecked.checkable) {
      return {
        ok: false,
        reason: `${unchecked.text} cannot be looked up on the page: ${unchecked.why}`,
      };
    }
    const url = onBaseUrl(pageBefore(ts, code, line) ?? '', baseUrl);
    const loaded = await load(url);
    if (!loaded.ok) return { ok: false, reason: `${url} could not be opened: ${loaded.reason}` };
    for (const locator of locators) {
      if (!locator.checkable) continue;
      const count = await (build(loaded.page, locator.calls) as Locator).count();
      if (count === 0 && !locator.mayBeAbsent) {
        return {
          ok: false,
          reason: `${locator.text} matches no element on ${url} as it loads (an element that appears only after earlier steps cannot be checked)`,
        };
      }
      if (count > 1 && locator.strict) {
        return { ok: false, reason: `${locator.text} matches ${count} elements on ${url}` };
      }
    }
    return { ok: true };
  };

  const close = async () => {
    if (browser) await (await browser.catch(() => undefined))?.close();
  };
  return { check, close };
}

const textOf = (match: TextMatch) =>
  typeof match === 'string' ? match : new RegExp(match.source, match.flags);

/** The answer's chain, made on the real page. */
function build(page: Page, calls: readonly AnswerCall[]): Locator | FrameLocator {
  let current: Root = page;
  for (const call of calls) {
    const locator = current as Locator;
    switch (call.method) {
      case 'getByRole':
        current = current.getByRole(call.role as Parameters<Page['getByRole']>[0], {
          ...(call.name === undefined ? {} : { name: textOf(call.name) }),
          ...(call.exact === undefined ? {} : { exact: call.exact }),
        });
        break;
      case 'locator':
        current = current.locator(
          call.selector,
          call.hasText === undefined ? {} : { hasText: textOf(call.hasText) },
        );
        break;
      case 'filter':
        current = locator.filter({ hasText: textOf(call.hasText) });
        break;
      case 'frameLocator':
        current = current.frameLocator(call.selector);
        break;
      case 'first':
        current = locator.first();
        break;
      case 'last':
        current = locator.last();
        break;
      case 'nth':
        current = locator.nth(call.index);
        break;
      case 'getByTestId':
        current = current.getByTestId(textOf(call.value));
        break;
      default:
        current = current[call.method](
          textOf(call.value),
          call.exact === undefined ? {} : { exact: call.exact },
        );
    }
  }
  return current as Locator | FrameLocator;
}

/**
 * The address on the app `--base-url` names: a path resolves against it, and an absolute address
 * written into the suite (`http://localhost:8080/…`, the legacy suite's own app) keeps its path on
 * the base URL, as the converted suite's config points it there.
 */
function onBaseUrl(address: string, baseUrl: string): string {
  const absolute = URL.canParse(address) ? new URL(address) : undefined;
  const relative = absolute ? `${absolute.pathname}${absolute.search}${absolute.hash}` : address;
  return new URL(relative, baseUrl).href;
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
}
