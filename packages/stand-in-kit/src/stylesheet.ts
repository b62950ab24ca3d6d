import { readFileSync } from 'node:fs';

const base = readFileSync(new URL('./base.css', import.meta.url), 'utf8');

/**
 * A stand-in's stylesheet: the shared look followed by the service's own rules, so the
 * service's rules win where both style the same class.
 */
export function stylesheetWith(ownCssUrl: URL): string {
  return `${base}\n${readFileSync(ownCssUrl, 'utf8')}`;
}
