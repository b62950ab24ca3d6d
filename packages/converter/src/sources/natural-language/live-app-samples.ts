/**
 * Tests only: a small app described as data, and the facts a live-app reader would gather from it
 * for a set of natural-language files. The counts follow Playwright's rules for the locators the
 * resolver asks about (a name matches case-insensitively as a substring, or whole with `exact`);
 * the real counting, in Chromium, is tested in `packages/workspace/src/live-app/`.
 */
import type { ProjectFile } from '../../api.js';
import type { AriaNode, LiveAppFacts } from './live-facts.js';
import { liveAppLookups, type LocatorCall } from './live-lookups.js';

const fieldRoles = ['textbox', 'searchbox', 'spinbutton', 'combobox', 'listbox'];

function matches(name: string, wanted: string, exact?: true): boolean {
  const a = name.toLowerCase().replace(/\s+/g, ' ').trim();
  const b = wanted.toLowerCase().replace(/\s+/g, ' ').trim();
  return exact ? name.trim() === wanted.trim() : a.includes(b);
}

function countOn(nodes: readonly AriaNode[], calls: readonly LocatorCall[]): number {
  let found: AriaNode[] = [...nodes];
  for (const call of calls) {
    switch (call.method) {
      case 'getByRole':
        found = (call === calls[0] ? nodes : found).filter(
          (n) =>
            n.role === call.role &&
            (call.name === undefined || matches(n.name, call.name, call.exact)),
        );
        break;
      case 'getByLabel':
        found = nodes.filter(
          (n) => fieldRoles.includes(n.role) && matches(n.name, call.value, call.exact),
        );
        break;
      case 'getByText':
        found = nodes.filter(
          (n) => !fieldRoles.includes(n.role) && matches(n.name, call.value, call.exact),
        );
        break;
      case 'filter':
        found = found.filter((n) => matches(n.name, call.hasText));
        break;
      default:
        found = [];
    }
  }
  return found.length;
}

/** The facts for `files` on an app whose pages (by path) hold `nodes`; a page absent is unreachable. */
export function sampleLiveApp(
  files: readonly ProjectFile[],
  baseUrl: string,
  pages: Record<string, AriaNode[]>,
): LiveAppFacts {
  return {
    baseUrl,
    pages: liveAppLookups(files, baseUrl).map(({ url, lookups }) => {
      const nodes = pages[new URL(url).pathname];
      if (!nodes) return { url, reached: false, reason: 'net::ERR_CONNECTION_REFUSED' };
      return {
        url,
        reached: true,
        nodes,
        counts: Object.fromEntries(lookups.map((l) => [l.key, countOn(nodes, l.locator)])),
      };
    }),
  };
}

/** A page with two Save buttons (one is "Save draft"), a field, a list and a heading. */
export const samplePages: Record<string, AriaNode[]> = {
  '/editor': [
    { role: 'heading', name: 'Editor' },
    { role: 'button', name: 'Save' },
    { role: 'button', name: 'Save draft' },
    { role: 'button', name: 'Delete' },
    { role: 'link', name: 'Delete' },
    { role: 'textbox', name: 'Title' },
    { role: 'listitem', name: 'First note' },
    { role: 'listitem', name: 'Second note' },
    { role: 'paragraph', name: 'Nothing saved yet' },
  ],
};

/** Steps that meet each answer of the live resolver on `samplePages`. */
export const sampleCases: ProjectFile = {
  path: 'cases/editor.md',
  source: `# Editor

## Saves a note
1. Open "/editor"
2. Click the Save button
3. Enter "Shopping" into the Title field
4. Verify "Nothing saved yet" is displayed

## Misspelled
1. Open "/editor"
2. Click the Svae button

## Missing
1. Open "/editor"
2. Click the Publish button

## Hidden
1. Open "/editor"
2. The Publish button should be hidden

## Ambiguous
1. Open "/editor"
2. Click "Delete"

## Appears later
1. Open "/editor"
2. Click the Save button
3. Verify the message "Saved at noon" is displayed

## Unreachable page
1. Open "/gone"
2. Click the Save button

## No page
1. Click the Save button
`,
};
