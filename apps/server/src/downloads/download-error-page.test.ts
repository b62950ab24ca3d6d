import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDownloadErrorPage, prefersHtml } from './download-error-page';

describe('prefersHtml', () => {
  it.each([
    ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', true],
    ['text/html', true],
    ['text/html;q=0.5, application/json;q=0.5', true],
    ['application/json', false],
    ['application/json, text/html;q=0.5', false],
    ['*/*', false],
    ['text/html;q=0', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (accept, expected) => {
    expect(prefersHtml(accept)).toBe(expected);
  });
});

describe('loadDownloadErrorPage', () => {
  it("fills the web build's page with the escaped message", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'rewright-page-'));
    try {
      await writeFile(
        path.join(dir, 'download-unavailable.html'),
        '<main class="site"><p><!--download-message--></p></main>',
      );
      const page = await loadDownloadErrorPage(dir);
      expect(page('The <b>macOS</b> installer & "more" $& is missing.')).toBe(
        '<main class="site"><p>The &lt;b&gt;macOS&lt;/b&gt; installer &amp; &quot;more&quot; $&amp; is missing.</p></main>',
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('falls back to a plain page when the site is not built', async () => {
    const page = await loadDownloadErrorPage(path.join(os.tmpdir(), 'rewright-no-such-site'));
    const html = page('The macOS installer is not available on this server yet.');
    expect(html).toContain('<h1>Download unavailable</h1>');
    expect(html).toContain('<p>The macOS installer is not available on this server yet.</p>');
    expect(html).toContain('<a href="/download">Back to Download</a>');
  });
});
