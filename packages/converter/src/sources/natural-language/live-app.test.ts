/**
 * The live-app resolver on facts gathered from a page (`live-app-samples.ts`): a locator is
 * written only when it matches exactly one element; several matches are a TODO naming them; a
 * misspelled or missing element keeps the wording's locator with a diagnostic naming the closest
 * elements; an unreachable page or no page at all says the locator is unverified.
 */
import { describe, expect, it } from 'vitest';
import { convertFiles } from '../../index.js';
import { parseAriaSnapshot } from './aria-nodes.js';
import { sampleCases, sampleLiveApp, samplePages } from './live-app-samples.js';
import { liveAppLookups } from './live-lookups.js';

const base = 'http://app.test/';

async function convertLive() {
  const liveApp = sampleLiveApp([sampleCases], base, samplePages);
  const { files } = await convertFiles([sampleCases], { liveApp });
  const file = files[0]!;
  const test = (title: string) => {
    const start = file.code!.indexOf(`test('${title}'`);
    return file.code!.slice(start, file.code!.indexOf('\n  });', start));
  };
  const at = (line: number) => file.diagnostics.filter((d) => d.line === line);
  return { file, test, at };
}

describe('live-app resolver', () => {
  it('picks the locator that matches exactly one element, exact when the name is part of another', async () => {
    const { test, file } = await convertLive();
    expect(test('Saves a note')).toContain(
      "await page.getByRole('button', { name: 'Save', exact: true }).click();",
    );
    expect(test('Saves a note')).toContain("await page.getByLabel('Title').fill('Shopping');");
    expect(file.diagnostics[0]).toMatchObject({
      rule: 'natural-language/checked-locators',
      message: expect.stringContaining(`at ${base}`),
    });
    expect(file.diagnostics.map((d) => d.rule)).not.toContain(
      'natural-language/unverified-locators',
    );
  });

  it('keeps two matching elements as a TODO naming both', async () => {
    const { test, file } = await convertLive();
    expect(test('Ambiguous')).toContain(
      '// TODO(rewright): natural-language/ambiguous-on-page: Click "Delete"',
    );
    const note = file.diagnostics.find((d) => d.rule === 'natural-language/ambiguous-on-page');
    expect(note?.severity).toBe('warning');
    expect(note?.message).toContain(
      "matches 2 elements on http://app.test/editor: page.getByRole('button', { name: 'Delete' }), page.getByRole('link', { name: 'Delete' })",
    );
  });

  it('names the closest element for a misspelling, and says the locator is unverified', async () => {
    const { test, file } = await convertLive();
    expect(test('Misspelled')).toContain("page.getByRole('button', { name: 'Svae' })");
    const note = file.diagnostics.find((d) => d.message.includes('Svae'));
    expect(note).toMatchObject({ rule: 'natural-language/not-on-page', severity: 'warning' });
    expect(note!.message).toContain(
      "closest on the page: page.getByRole('button', { name: 'Save' })",
    );
  });

  it('says when a missing element has nothing close, and when an earlier step may bring it', async () => {
    const { file } = await convertLive();
    const missing = file.diagnostics.find((d) => d.message.includes('Publish'));
    expect(missing).toMatchObject({ rule: 'natural-language/not-on-page' });
    expect(missing!.message).toContain('nothing on the page is close');
    const later = file.diagnostics.find((d) => d.message.includes('Saved at noon'));
    expect(later).toMatchObject({ rule: 'natural-language/appears-later', severity: 'info' });
  });

  it('says nothing is wrong when a step expects a missing element to be hidden', async () => {
    const { test, file } = await convertLive();
    expect(test('Hidden')).toContain(
      "await expect(page.getByRole('button', { name: 'Publish' })).toBeHidden();",
    );
    const line =
      sampleCases.source.split('\n').indexOf('2. The Publish button should be hidden') + 1;
    const notes = file.diagnostics.filter((d) => d.line === line);
    expect(notes.map((d) => d.rule)).toEqual(['natural-language/absent-as-expected']);
    expect(notes[0]!.severity).toBe('info');
  });

  it('falls back to the wording, said plainly, where no page could be checked', async () => {
    const { file } = await convertLive();
    expect(
      file.diagnostics.find((d) => d.rule === 'natural-language/page-not-reached')?.message,
    ).toContain('http://app.test/gone: net::ERR_CONNECTION_REFUSED');
    expect(
      file.diagnostics.find((d) => d.rule === 'natural-language/page-unknown')?.message,
    ).toContain('no step before it opens a page');
  });

  it('lists each page the steps open once, with the locators to count there', () => {
    const pages = liveAppLookups([sampleCases, { path: 'README.js', source: '' }], base);
    expect(pages.map((p) => p.url)).toEqual(['http://app.test/editor', 'http://app.test/gone']);
    const editor = pages[0]!;
    expect(new Set(editor.lookups.map((l) => l.key)).size).toBe(editor.lookups.length);
    expect(editor.lookups).toContainEqual({
      key: JSON.stringify([{ by: 'role', role: 'button', name: 'Save', exact: true }]),
      locator: [{ method: 'getByRole', role: 'button', name: 'Save', exact: true }],
    });
  });

  it('starts a test where its Background left the page', () => {
    const feature = {
      path: 'editor.feature',
      source:
        'Feature: Editor\n  Background:\n    Given I open "/editor"\n  Scenario: Save\n    When I click the "Save draft" button\n',
    };
    const [page] = liveAppLookups([feature], base);
    expect(page?.url).toBe('http://app.test/editor');
  });
});

describe('ARIA snapshot', () => {
  it('reads roles, names and texts, quoted or not', () => {
    const snapshot = [
      '- heading "Alerts" [level=1]',
      '- button "Save"',
      '- paragraph: Item deleted',
      '- paragraph: "Theme: light"',
      '- navigation:',
      '  - link "Docs":',
      '    - /url: docs.html',
      '- text: Hello',
      '- textbox "Say \\"hi\\""',
      '- list',
    ].join('\n');
    expect(parseAriaSnapshot(snapshot)).toEqual([
      { role: 'heading', name: 'Alerts' },
      { role: 'button', name: 'Save' },
      { role: 'paragraph', name: 'Item deleted' },
      { role: 'paragraph', name: 'Theme: light' },
      { role: 'link', name: 'Docs' },
      { role: 'text', name: 'Hello' },
      { role: 'textbox', name: 'Say "hi"' },
    ]);
  });
});
