/**
 * What the live-app check must look at before a conversion with `--base-url` (the package's
 * `@rewright/converter/live-app` entry, for the workspace's Chromium reader): the pages the steps
 * open, resolved against the base URL, and on each the locators the resolver may ask about, as
 * Playwright calls to count. Found by converting the files once with a resolver that records the
 * questions and answers from the wording — the same walk the real conversion makes, so the facts
 * cover every question it will ask.
 */
import type { ProjectFile } from '../../api.js';
import { parseAriaSnapshot } from './aria-nodes.js';
import { convertNaturalLanguageFile } from './index.js';
import { countKey, lookupsFor, pageUrl } from './live-app.js';
import { locatorCalls, type LocatorCall } from './locators.js';
import { wordingResolver, type LocatorSpec, type TargetResolver } from './targets.js';

export { parseAriaSnapshot };
export type { LocatorCall };
export type { AriaNode, LiveAppFacts, LivePage } from './live-facts.js';

export interface Lookup {
  /** The key its count is stored under (`LivePage.counts`). */
  key: string;
  /** The frame to look inside first, as calls from the page (absent: the page itself). */
  frame?: LocatorCall[];
  /** The locator, as calls from the page or frame. */
  locator: LocatorCall[];
}

export interface PageLookups {
  url: string;
  /** The frames the steps look into, as calls from the page (their elements are read too). */
  frames: LocatorCall[][];
  lookups: Lookup[];
}

const isNaturalLanguage = (path: string) => /\.(?:feature|md|txt)$/i.test(path);

/** The pages to open and the locators to count on each, for the natural-language files among `files`. */
export function liveAppLookups(files: readonly ProjectFile[], baseUrl: string): PageLookups[] {
  const pages = new Map<
    string,
    { frames: Map<string, LocatorCall[]>; lookups: Map<string, Lookup> }
  >();
  const recorder: TargetResolver = {
    resolveTarget(description, context) {
      const url = context.url === undefined ? undefined : pageUrl(baseUrl, context.url);
      if (url !== undefined && !context.otherTab) {
        const page = pages.get(url) ?? { frames: new Map(), lookups: new Map() };
        pages.set(url, page);
        const frame = context.frame && locatorCalls(context.frame);
        if (frame) page.frames.set(JSON.stringify(frame), frame);
        for (const spec of lookupsFor(description)) add(page.lookups, spec, context.frame);
      }
      return wordingResolver.resolveTarget(description, context);
    },
  };
  for (const file of files) {
    if (!isNaturalLanguage(file.path)) continue;
    try {
      convertNaturalLanguageFile(file, recorder);
    } catch {
      // The conversion itself reports it; nothing to look up.
    }
  }
  return [...pages].map(([url, page]) => ({
    url,
    frames: [...page.frames.values()],
    lookups: [...page.lookups.values()],
  }));
}

function add(lookups: Map<string, Lookup>, spec: LocatorSpec, frame?: LocatorSpec): void {
  const key = countKey(spec, frame);
  if (lookups.has(key)) return;
  lookups.set(key, {
    key,
    ...(frame ? { frame: locatorCalls(frame) } : {}),
    locator: locatorCalls(spec),
  });
}
