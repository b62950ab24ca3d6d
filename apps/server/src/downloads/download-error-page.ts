import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * What a browser shows when a download link cannot be served (missing installer, expired or
 * tampered link, an app not released yet). A download is a plain navigation, so without this the
 * visitor would read the API's raw JSON error.
 *
 * Contract with the web build: `download-unavailable.html` in the site's folder is a complete,
 * script-free page in the site's look whose `<!--download-message-->` marker takes the message.
 * Without a built site a plain page says the same.
 */
export const DOWNLOAD_PAGE_FILE = 'download-unavailable.html';
export const DOWNLOAD_MESSAGE_MARKER = '<!--download-message-->';

export type DownloadErrorPage = (message: string) => string;

const plainPage = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex, nofollow">
    <title>Download unavailable | Rewright</title>
  </head>
  <body>
    <main>
      <h1>Download unavailable</h1>
      <p>${DOWNLOAD_MESSAGE_MARKER}</p>
      <p><a href="/download">Back to Download</a> · <a href="/contact">Contact support</a></p>
    </main>
  </body>
</html>
`;

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Reads the web build's page once (at start-up); the plain page when there is none. */
export async function loadDownloadErrorPage(webDistDir: string): Promise<DownloadErrorPage> {
  const built = await readFile(path.join(webDistDir, DOWNLOAD_PAGE_FILE), 'utf8').catch(() => null);
  const template = built?.includes(DOWNLOAD_MESSAGE_MARKER) ? built : plainPage;
  return (message) => template.replace(DOWNLOAD_MESSAGE_MARKER, () => escapeHtml(message));
}

/**
 * Whether the caller asked for a page rather than data: the Accept header names `text/html`
 * (a browser navigation does) with a quality above zero and at least that of `application/json`.
 * `*\/*` alone (fetch, curl) and a missing header get JSON.
 */
export function prefersHtml(accept: string | undefined): boolean {
  if (!accept) return false;
  const quality = new Map<string, number>();
  for (const part of accept.split(',')) {
    const [type = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    quality.set(type, Number.isFinite(value) ? value : 0);
  }
  const html = quality.get('text/html') ?? 0;
  const json = quality.get('application/json') ?? 0;
  return html > 0 && html >= json;
}
