/**
 * Resolving targets against the running app (`--base-url`), with the browser kept out of the
 * engine: what the pages hold is gathered first, as plain data (`LiveAppFacts`: for each page the
 * steps open, its ARIA snapshot and how many elements each candidate locator matches there — the
 * workspace's live-app reader loads them in Chromium), and `liveAppResolver` answers the
 * converter's synchronous questions from that data. A locator is chosen only when it matches
 * exactly one element; a description that matches several is a TODO naming them, one that matches
 * nothing keeps the wording's locator with a diagnostic naming the closest elements.
 */
import { closestNodes, nodeLocator, type AriaNode } from './aria-nodes.js';
import type { LiveAppFacts } from './live-facts.js';
import { describeLocator } from './locators.js';
import {
  wordingResolver,
  type LocatorSpec,
  type PageContext,
  type Resolution,
  type ResolutionNote,
  type TargetDescription,
  type TargetResolver,
} from './targets.js';

export type { LiveAppFacts, LivePage } from './live-facts.js';

/** The key of a locator's count on a page (inside a frame, when the steps switched into one). */
export function countKey(spec: LocatorSpec, frame?: LocatorSpec): string {
  return JSON.stringify(frame ? [frame, spec] : [spec]);
}

/** A page path as the browser resolves it against the base URL; undefined when filled in at run time. */
export function pageUrl(baseUrl: string, path: string): string | undefined {
  if (/[{<]/.test(path)) return undefined;
  try {
    return new URL(path, baseUrl).href;
  } catch {
    return undefined;
  }
}

/** A name filled in when the test runs (a remembered value, a table cell): nothing to look up. */
const isTemplate = (value: string | undefined) =>
  value !== undefined && /\{[\w ]+\}|<[^>]+>/.test(value);

/** The same locator matching its name exactly (for a name that is part of several). */
function exactly(spec: LocatorSpec): LocatorSpec | undefined {
  if (spec.by === 'role' && spec.name !== undefined) return { ...spec, exact: true };
  if (spec.by === 'label' || spec.by === 'placeholder' || spec.by === 'text')
    return { ...spec, exact: true };
  return undefined;
}

/**
 * The locators a description may mean, in tiers: the first tier with a match decides, and within
 * a tier every match counts (two kinds of element of one name are as ambiguous as two elements).
 */
export function candidateTiers(description: TargetDescription): LocatorSpec[][] {
  const { name, kind, via, ordinal } = description;
  if (via === 'pronoun' || kind === 'frame') return [];
  if ((via === 'testid' || via === 'css') && name)
    return [[via === 'testid' ? { by: 'testid', value: name } : { by: 'css', value: name }]];
  if (via === 'placeholder' && name) return [[{ by: 'placeholder', value: name }]];
  if (name === undefined) {
    if (ordinal === undefined || !kind || ['text', 'field', 'select', 'clickable'].includes(kind))
      return [];
    return [[{ by: 'role', role: kind === 'item' ? 'listitem' : kind }]];
  }
  const role = (r: string): LocatorSpec => ({ by: 'role', role: r, name });
  switch (kind) {
    case undefined:
    case 'clickable':
      return [
        ['button', 'link', 'menuitem', 'tab', 'checkbox', 'radio'].map(role),
        [{ by: 'text', value: name }],
      ];
    case 'field':
    case 'select':
      return [
        [{ by: 'label', value: name }],
        [{ by: 'placeholder', value: name }],
        (kind === 'select'
          ? ['combobox', 'listbox']
          : ['textbox', 'searchbox', 'spinbutton', 'combobox']
        ).map(role),
      ];
    case 'text':
      return [[{ by: 'text', value: name }]];
    case 'item':
      return [[{ by: 'item', text: name }]];
    case 'item-checkbox':
      return [[{ by: 'item-checkbox', text: name }]];
    default:
      return [[role(kind)]];
  }
}

/** Every locator whose count the resolver may read for the description (the exact forms too). */
export function lookupsFor(description: TargetDescription): LocatorSpec[] {
  return candidateTiers(description).flatMap((tier) =>
    tier.flatMap((spec) => [spec, ...(exactly(spec) ? [exactly(spec)!] : [])]),
  );
}

function withNote(resolution: Resolution, note: ResolutionNote): Resolution {
  return resolution.kind === 'missing' ? resolution : { ...resolution, note };
}

function listed(nodes: readonly AriaNode[]): string {
  return nodes.map((node) => describeLocator(nodeLocator(node))).join(', ');
}

type Verdict = { found: LocatorSpec } | { several: number; tier: LocatorSpec[] } | { none: true };

/** Which locator of the tiers matches exactly one element (or enough of them for the ordinal). */
function decide(
  tiers: readonly LocatorSpec[][],
  count: (spec: LocatorSpec) => number,
  ordinal: TargetDescription['ordinal'],
): Verdict {
  for (const tier of tiers) {
    const matching = tier.filter((spec) => count(spec) > 0);
    if (matching.length === 0) continue;
    if (ordinal !== undefined) {
      const needed = ordinal === 'last' ? 1 : ordinal + 1;
      const enough = matching.find((spec) => count(spec) >= needed);
      if (enough && matching.length === 1) return { found: enough };
      return { several: matching.reduce((n, spec) => n + count(spec), 0), tier: matching };
    }
    const unique = matching.flatMap((spec) => {
      if (count(spec) === 1) return [spec];
      const exact = exactly(spec);
      return exact && count(exact) === 1 ? [exact] : [];
    });
    if (unique.length === 1 && matching.length === 1) return { found: unique[0]! };
    return { several: matching.reduce((n, spec) => n + count(spec), 0), tier: matching };
  }
  return { none: true };
}

/** The resolver that answers from what the pages held when they were loaded. */
export function liveAppResolver(
  facts: LiveAppFacts,
  fallback: TargetResolver = wordingResolver,
): TargetResolver {
  const pages = new Map(facts.pages.map((page) => [page.url, page]));
  return {
    liveApp: facts.baseUrl,
    resolveTarget(description: TargetDescription, context: PageContext): Resolution {
      const words = fallback.resolveTarget(description, context);
      const tiers = candidateTiers(description);
      if (words.kind === 'missing' || tiers.length === 0) return words;
      const url = context.url === undefined ? undefined : pageUrl(facts.baseUrl, context.url);
      if (url === undefined || context.otherTab || isTemplate(description.name)) {
        const why = context.otherTab
          ? 'the step works in another tab'
          : isTemplate(description.name)
            ? 'the name is filled in when the test runs'
            : context.url === undefined
              ? 'no step before it opens a page'
              : 'the page address is filled in when the test runs';
        return withNote(words, { code: 'natural-language/page-unknown', detail: why });
      }
      const page = pages.get(url);
      if (!page || !page.reached) {
        return withNote(words, {
          code: 'natural-language/page-not-reached',
          detail: `${url}: ${page && !page.reached ? page.reason : 'not loaded'}`,
        });
      }
      const count = (spec: LocatorSpec) => page.counts[countKey(spec, context.frame)] ?? 0;
      const verdict = decide(tiers, count, description.ordinal);
      const at = description.ordinal !== undefined ? { ordinal: description.ordinal } : {};
      if ('found' in verdict) return { kind: 'locator', locator: verdict.found, ...at };
      const wanted = {
        ...(description.name !== undefined ? { name: description.name } : {}),
        ...(description.kind ? { kind: description.kind } : {}),
      };
      if ('several' in verdict) {
        const shown = closestNodes(page.nodes, wanted, 5);
        return {
          kind: 'missing',
          code: 'natural-language/ambiguous-on-page',
          reason: `"${description.words}" matches ${verdict.several} elements on ${url}${shown.length ? `: ${listed(shown)}` : ` (${verdict.tier.map(describeLocator).join(', ')})`}`,
        };
      }
      if (context.expectsAbsent) {
        return withNote(words, {
          code: 'natural-language/absent-as-expected',
          detail: `"${description.words}" on ${url}`,
        });
      }
      const closest = closestNodes(page.nodes, wanted);
      const candidates = closest.length
        ? `; closest on the page: ${listed(closest)}`
        : '; nothing on the page is close';
      return withNote(words, {
        code: context.acted ? 'natural-language/appears-later' : 'natural-language/not-on-page',
        detail: `"${description.words}" on ${url}${candidates}`,
      });
    },
  };
}
