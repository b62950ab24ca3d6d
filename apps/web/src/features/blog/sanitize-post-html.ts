import DOMPurify, { type WindowLike } from 'dompurify';

/**
 * Post content is HTML from the data file; it passes through DOMPurify before it reaches the page,
 * so a bad edit to the file cannot run script. In a browser DOMPurify uses the page's window; the
 * prerender (Node) has none and hands one in from jsdom via `setPurifierWindow`.
 */
let purifier: typeof DOMPurify | null = DOMPurify.isSupported ? DOMPurify : null;

export function setPurifierWindow(window: WindowLike) {
  purifier = DOMPurify(window);
}

export function sanitizePostHtml(html: string): string {
  if (!purifier) throw new Error('sanitizePostHtml needs a DOM window (see setPurifierWindow).');
  return purifier.sanitize(html, { USE_PROFILES: { html: true } });
}
