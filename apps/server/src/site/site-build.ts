import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { SiteConfig } from '@rewright/contracts';
import { z } from 'zod';

/**
 * The built website (apps/web/dist) as the server needs it, loaded once at start-up.
 *
 * Contract with the web build:
 * - `routes.json` = `{ "prerendered": ["/", "/features", …], "spa": ["/dashboard", "/blog/:slug", …] }`
 * - a prerendered route `/x` is `x/index.html` (`/` is `index.html`); SPA routes share `spa.html`;
 *   anything else is `404.html`; `assets/` holds content-hashed files.
 * - every HTML file carries `<!--rewright-config-->` in its head, replaced here by the runtime config.
 */
export interface SiteBuild {
  /** URL path (`/favicon.svg`, `/assets/app-1a2b.js`, `/silent-check-sso.html`) → file on disk. */
  files: Map<string, SiteFile>;
  /** Prerendered route (no trailing slash, `/` for home) → prepared HTML. */
  prerendered: Map<string, string>;
  /** Path patterns of client-rendered routes, `:name` matching one segment. */
  spaRoutes: string[][];
  spaHtml: string;
  notFoundHtml: string;
}

export interface SiteFile {
  absolutePath: string;
  /** Prepared HTML for .html files; other files are streamed from disk. */
  html?: string;
}

export const configMarker = '<!--rewright-config-->';

const RoutesFileSchema = z.object({
  prerendered: z.array(z.string().startsWith('/')),
  spa: z.array(z.string().startsWith('/')),
});

/** The `<script>` that replaces the marker. `<` is escaped so no value can close the element. */
export function renderConfigScript(config: SiteConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script id="rewright-config" type="application/json">${json}</script>`;
}

/** Returns null when the dist folder does not exist (the site was not built). */
export async function loadSiteBuild(
  distDir: string,
  config: SiteConfig,
): Promise<SiteBuild | null> {
  if (!(await isDirectory(distDir))) return null;

  const configScript = renderConfigScript(config);
  const files = new Map<string, SiteFile>();
  for (const relative of await listFiles(distDir)) {
    const absolutePath = path.join(distDir, relative);
    const file: SiteFile = { absolutePath };
    if (relative.endsWith('.html')) {
      file.html = (await readFile(absolutePath, 'utf8')).replace(configMarker, configScript);
    }
    files.set(`/${relative.split(path.sep).join('/')}`, file);
  }

  const htmlAt = (urlPath: string) => files.get(urlPath)?.html;
  const routes = RoutesFileSchema.parse(
    JSON.parse(await readFile(path.join(distDir, 'routes.json'), 'utf8')),
  );
  const prerendered = new Map<string, string>();
  for (const route of routes.prerendered) {
    const html = htmlAt(route === '/' ? '/index.html' : `${stripTrailingSlash(route)}/index.html`);
    if (html === undefined)
      throw new Error(`routes.json lists ${route} but its index.html is missing`);
    prerendered.set(stripTrailingSlash(route), html);
  }

  const spaHtml = htmlAt('/spa.html');
  const notFoundHtml = htmlAt('/404.html');
  if (spaHtml === undefined) throw new Error('spa.html is missing');
  if (notFoundHtml === undefined) throw new Error('404.html is missing');

  return {
    files,
    prerendered,
    spaRoutes: routes.spa.map(segmentsOf),
    spaHtml,
    notFoundHtml,
  };
}

export function stripTrailingSlash(urlPath: string): string {
  return urlPath.length > 1 ? urlPath.replace(/\/+$/, '') || '/' : urlPath;
}

export function segmentsOf(urlPath: string): string[] {
  return urlPath.split('/').filter(Boolean);
}

export function matchesRoute(pattern: string[], segments: string[]): boolean {
  return (
    pattern.length === segments.length &&
    pattern.every((part, index) =>
      part.startsWith(':') ? segments[index] !== '' : part === segments[index],
    )
  );
}

async function isDirectory(dir: string): Promise<boolean> {
  try {
    return (await stat(dir)).isDirectory();
  } catch {
    return false;
  }
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}
