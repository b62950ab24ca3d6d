import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { SiteConfig } from '@rewright/contracts';
import { z } from 'zod';

/**
 * The built website (apps/web/dist) as the server needs it, loaded once at start-up.
 *
 * Contract with the web build:
 * - `routes.json` = `{ "prerendered": ["/", "/features", "/documentation?section=buy-pack", …],
 *   "spa": ["/dashboard", …], "missing": [{ "pattern": "/blog/:slug", "file": "blog-post-not-found.html" }] }`
 * - a prerendered route `/x` is `x/index.html` (`/` is `index.html`); one with a query parameter,
 *   `/x?name=value`, is `x/index.name=value.html` and answers `/x` when its query has that value;
 *   SPA routes share `spa.html`; a `missing` pattern answers a path it matches (that is not
 *   prerendered, e.g. an unknown blog slug) with its file and 404; anything else is `404.html`
 *   with 404; `assets/` holds content-hashed files.
 * - every HTML file carries `<!--rewright-config-->` in its head, replaced here by the runtime config.
 * - an HTML file's `<meta name="robots">` is also sent as `X-Robots-Tag` when it keeps the page out
 *   of search engines (noindex or nofollow), so crawlers that read only headers obey it too.
 */
export interface SiteBuild {
  /** URL path (`/favicon.svg`, `/assets/app-1a2b.js`, `/silent-check-sso.html`) → file on disk. */
  files: Map<string, SiteFile>;
  /**
   * Prerendered route (no trailing slash, `/` for home), or route plus one query parameter
   * (`/documentation?section=buy-pack`) → prepared page.
   */
  prerendered: Map<string, HtmlPage>;
  /** Route → the query parameter names its prerendered variants are chosen by. */
  variantParams: Map<string, string[]>;
  /** Path patterns of client-rendered routes, `:name` matching one segment. */
  spaRoutes: string[][];
  spaPage: HtmlPage;
  /** Patterns whose unknown paths get a page of their own, with 404 (an unknown blog slug). */
  missingPages: { pattern: string[]; page: HtmlPage }[];
  notFoundPage: HtmlPage;
}

export interface HtmlPage {
  html: string;
  /** The page's robots meta when it keeps the page out of search engines; sent as X-Robots-Tag. */
  robotsHeader: string | null;
}

export interface SiteFile {
  absolutePath: string;
  /** Prepared HTML for .html files; other files are streamed from disk. */
  page?: HtmlPage;
}

export const configMarker = '<!--rewright-config-->';

const RoutesFileSchema = z.object({
  prerendered: z.array(z.string().startsWith('/')),
  spa: z.array(z.string().startsWith('/')),
  missing: z
    .array(z.object({ pattern: z.string().startsWith('/'), file: z.string().min(1) }))
    .default([]),
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
      file.page = htmlPage(
        (await readFile(absolutePath, 'utf8')).replace(configMarker, configScript),
      );
    }
    files.set(`/${relative.split(path.sep).join('/')}`, file);
  }

  const pageAt = (urlPath: string, what: string) => {
    const page = files.get(urlPath)?.page;
    if (page === undefined) throw new Error(`${what}: ${urlPath.slice(1)} is missing`);
    return page;
  };
  const routes = RoutesFileSchema.parse(
    JSON.parse(await readFile(path.join(distDir, 'routes.json'), 'utf8')),
  );
  const prerendered = new Map<string, HtmlPage>();
  const variantParams = new Map<string, string[]>();
  for (const entry of routes.prerendered) {
    const [routePath = '/', query] = entry.split('?', 2);
    const route = stripTrailingSlash(routePath);
    const base = route === '/' ? '/index' : `${route}/index`;
    if (query === undefined) {
      prerendered.set(route, pageAt(`${base}.html`, `routes.json lists ${entry}`));
      continue;
    }
    const params = [...new URLSearchParams(query)];
    const [name, value] = params[0] ?? [];
    if (params.length !== 1 || !name || !value)
      throw new Error(`routes.json lists ${entry}: a variant takes exactly one query parameter`);
    prerendered.set(
      variantKey(route, name, value),
      pageAt(`${base}.${name}=${value}.html`, `routes.json lists ${entry}`),
    );
    const names = variantParams.get(route) ?? [];
    if (!names.includes(name)) variantParams.set(route, [...names, name]);
  }

  return {
    files,
    prerendered,
    variantParams,
    spaRoutes: routes.spa.map(segmentsOf),
    spaPage: pageAt('/spa.html', 'the SPA shell'),
    missingPages: routes.missing.map(({ pattern, file }) => ({
      pattern: segmentsOf(pattern),
      page: pageAt(`/${file}`, `routes.json's missing page for ${pattern}`),
    })),
    notFoundPage: pageAt('/404.html', 'the not-found page'),
  };
}

export function variantKey(route: string, name: string, value: string): string {
  return `${route}?${name}=${value}`;
}

const robotsMeta = /<meta\b[^>]*\bname="robots"[^>]*>/i;

/** A page's HTML with the robots header its own `<meta name="robots">` asks for, if any. */
export function htmlPage(html: string): HtmlPage {
  const end = html.indexOf('</head>');
  const head = end === -1 ? html : html.slice(0, end);
  const content = /\bcontent="([^"]*)"/i.exec(robotsMeta.exec(head)?.[0] ?? '')?.[1] ?? '';
  return { html, robotsHeader: /noindex|nofollow/i.test(content) ? content : null };
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
