/**
 * Build step 3 of 3 (after the client build and the prerender bundle): writes the HTML files
 * apps/server serves, from Vite's built dist/index.html so the hashed asset tags stay intact.
 *
 *   dist/index.html, dist/<route>/index.html   prerendered public pages with their metadata
 *                                               (/blog: its list, the posts' summaries embedded)
 *   dist/documentation/index.section=<id>.html  each other User Guide section, at ?section=<id>
 *   dist/spa.html                               shell for signed-in pages (noindex)
 *   dist/blog-post-not-found.html               shell the server answers an unknown slug with (404)
 *   dist/404.html                               prerendered not-found page
 *   dist/download-unavailable.html              script-free page the server fills for a failed download
 *   dist/blog/<slug>/index.html                 one per post in public/blog-data.json (its data embedded)
 *   dist/routes.json                            { prerendered: [paths], spa: [patterns], missing }
 *   dist/sitemap.xml, dist/robots.txt           every indexable page and post; robots names the sitemap
 *
 * Each prerendered page's head also links its page chunk (lazy-page.tsx) and that chunk's imports
 * and CSS, read from Vite's manifest: the browser fetches them alongside the entry script, and
 * entry-client.tsx finds the page's code loaded before it hydrates.
 *
 * PUBLIC_URL (default http://localhost:8001) sets canonical links in the files; the client
 * rewrites them from the runtime config's publicUrl on load.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { robotsWithSitemap, renderSitemap, type SitemapEntry } from '../src/app/sitemap';
import { parseBlogData, type BlogPost } from '../src/features/blog/blog-post';
import {
  renderEmbeddedListScript,
  renderEmbeddedPostScript,
} from '../src/features/blog/blog-posts-source';
import { slugify } from '../src/features/blog/post-slug';
import { POST_NOT_FOUND_META } from '../src/features/blog/post-meta';
import {
  DEFAULT_SECTION,
  DOC_SECTIONS,
  metaForSection,
  sectionPath,
} from '../src/features/docs/doc-sections';

interface PageMeta {
  title: string;
  description: string;
  robots: string;
  canonical?: boolean;
}

interface PrerenderModule {
  siteRoutes: {
    path: string;
    access: 'public' | 'signed-in';
    prerender: boolean;
    meta: (params: object, search?: string) => PageMeta;
    page: { source: string };
  }[];
  notFoundMeta: PageMeta;
  preloadAllPages(): Promise<void>;
  notFoundPage: { source: string };
  /** Every public page but `/` renders the breadcrumb trail, a chunk of its own. */
  publicBreadcrumbs: { source: string };
  renderPage(path: string): string;
  renderHeadHtml(meta: PageMeta, publicUrl: string, path: string): string;
  formatTitle(title: string): string;
  primeBlogPosts(posts: BlogPost[]): void;
  setPurifierWindow(window: WindowLike): void;
  renderDownloadUnavailablePage(): string;
  DOWNLOAD_MESSAGE_PLACEHOLDER: string;
}

const MARKERS = ['<!--rewright-config-->', '<!--page-head-->', '<!--page-html-->'];
// Matches no route, so React Router renders the not-found page.
const NOT_FOUND_PATH = '/__rewright-not-found__';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(appDir, 'dist');
const bundleDir = path.join(appDir, 'dist-prerender');
const publicUrl = (process.env.PUBLIC_URL ?? 'http://localhost:8001').replace(/\/+$/, '');

const template = await readFile(path.join(distDir, 'index.html'), 'utf8');
for (const marker of MARKERS) {
  if (!template.includes(marker)) throw new Error(`dist/index.html lost the ${marker} marker`);
}

const site = (await import(
  pathToFileURL(path.join(bundleDir, 'entry-prerender.js')).href
)) as PrerenderModule;
await site.preloadAllPages();

/** The part of Vite's `build.manifest` used here; keys are source paths or shared-chunk names. */
type ViteManifest = Record<
  string,
  { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }
>;
const manifestFile = path.join(distDir, '.vite', 'manifest.json');
const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as ViteManifest;

/** Chunk files reachable from `key` by static imports, each with its CSS, in dependency order. */
function staticClosure(
  key: string,
  seen = new Set<string>(),
): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  const styles: string[] = [];
  const visit = (current: string) => {
    const chunk = manifest[current];
    if (!chunk) throw new Error(`Vite's manifest has no chunk for ${current}`);
    if (seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
    scripts.push(chunk.file);
    styles.push(...(chunk.css ?? []));
  };
  visit(key);
  return { scripts, styles };
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error("Vite's manifest has no entry chunk");
// The template already loads these (Vite's own <script>, modulepreload and stylesheet tags).
const entryFiles = staticClosure(entryKey).scripts;
const entryStyles = staticClosure(entryKey).styles;

/**
 * `<link>`s for a page module's chunk, the breadcrumb trail's off `/`, and what they import beyond
 * the entry. They go after Vite's tags, so the page's CSS comes after the site-wide CSS (the
 * trail's first, where the entry's CSS used to carry it), as in a client-side navigation.
 */
function pageAssetLinks(pagePath: string, source?: string): string {
  const seen = new Set(entryFiles);
  const chunks = [pagePath === '/' ? undefined : site.publicBreadcrumbs.source, source];
  const closures = chunks.flatMap((key) => (key ? [staticClosure(key, seen)] : []));
  const scripts = closures.flatMap((closure) => closure.scripts);
  const styles = closures.flatMap((closure) => closure.styles);
  return [
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ');
}

function fillTemplate(head: string, body: string, assets = ''): string {
  // Function replacers: page text may contain `$&`-style sequences.
  return template
    .replace('<!--page-head-->', () => head)
    .replace('</head>', () => (assets ? `  ${assets}\n  </head>` : '</head>'))
    .replace('<!--page-html-->', () => body);
}

async function write(relativeFile: string, html: string) {
  const file = path.join(distDir, relativeFile);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, html);
}

// The blog's data, known to the pages before they render: /blog lists the posts, and each post
// has a page of its own (below). DOMPurify needs a window for the posts' HTML; Node has none.
const posts = parseBlogData(
  JSON.parse(await readFile(path.join(appDir, 'public', 'blog-data.json'), 'utf8')),
);
site.setPurifierWindow(new JSDOM('').window as unknown as WindowLike);
site.primeBlogPosts(posts);

/**
 * Data a page embeds for its hydration: the client's first render must produce the prerendered
 * markup, so /blog carries the list it was rendered from (use-blog-posts.ts reads it).
 */
const embeddedData: Record<string, string> = { '/blog': renderEmbeddedListScript(posts) };

const prerendered: string[] = [];
const spa: string[] = [];

for (const route of site.siteRoutes) {
  if (!route.prerender) {
    // Signed-in pages render in the browser; /blog/:slug is its posts' pages and the 404 below.
    if (route.access === 'signed-in') spa.push(route.path);
    else if (route.path !== '/blog/:slug')
      throw new Error(`${route.path} is public but neither prerendered nor handled here`);
    continue;
  }
  const embedded = embeddedData[route.path];
  const metaHead = site.renderHeadHtml(route.meta({}), publicUrl, route.path);
  const head = embedded ? `${metaHead}\n    ${embedded}` : metaHead;
  const file = route.path === '/' ? 'index.html' : `${route.path.slice(1)}/index.html`;
  const assets = pageAssetLinks(route.path, route.page.source);
  await write(file, fillTemplate(head, site.renderPage(route.path), assets));
  prerendered.push(route.path);
}

const notFoundHead = site.renderHeadHtml(site.notFoundMeta, publicUrl, '');
await write(
  '404.html',
  fillTemplate(
    notFoundHead,
    site.renderPage(NOT_FOUND_PATH),
    pageAssetLinks(NOT_FOUND_PATH, site.notFoundPage.source),
  ),
);

/**
 * apps/server answers a browser with this page when a download link fails, at the link's own
 * `/api/…` URL, where the client router has no page: so it is plain HTML with the site's
 * stylesheets (the entry's and the not-found page's, which has the same page header) and no
 * script. The server puts the message where `<!--download-message-->` is.
 */
function downloadUnavailableHtml(): string {
  const styles = [
    ...entryStyles,
    ...staticClosure(site.notFoundPage.source, new Set(entryFiles)).styles,
  ];
  const body = site
    .renderDownloadUnavailablePage()
    .replace(site.DOWNLOAD_MESSAGE_PLACEHOLDER, '<!--download-message-->');
  if (!body.includes('<!--download-message-->'))
    throw new Error('the download-unavailable page lost its message placeholder');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#4f46e5" />
    <meta name="robots" content="noindex, nofollow" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>${site.formatTitle('Download unavailable')}</title>
    ${styles.map((file) => `<link rel="stylesheet" href="/${file}">`).join('\n    ')}
  </head>
  <body>
    <div id="root">${body}</div>
  </body>
</html>
`;
}
await write('download-unavailable.html', downloadUnavailableHtml());

/**
 * Each User Guide section at its own address (`/documentation?section=<id>`, which the server
 * answers with this file), so a crawler reads the section's own title, canonical URL and text.
 */
const docsRoute = site.siteRoutes.find((route) => route.path === '/documentation');
if (!docsRoute) throw new Error('the route table lost /documentation');
for (const { id } of DOC_SECTIONS) {
  if (id === DEFAULT_SECTION) continue;
  const query = `section=${id}`;
  const head = site.renderHeadHtml(metaForSection(id), publicUrl, docsRoute.path);
  await write(
    `documentation/index.${query}.html`,
    fillTemplate(
      head,
      site.renderPage(`${docsRoute.path}?${query}`),
      pageAssetLinks(docsRoute.path, docsRoute.page.source),
    ),
  );
  prerendered.push(`${docsRoute.path}?${query}`);
}

/**
 * One shell for the signed-in pages: a neutral title and their robots tag (the server also sends
 * it as X-Robots-Tag); the client sets each page's own tags on load. They must agree on it.
 */
const spaRobots = new Set(
  site.siteRoutes.filter((route) => spa.includes(route.path)).map((route) => route.meta({}).robots),
);
const [shellRobots] = spaRobots;
if (spaRobots.size !== 1 || !shellRobots?.startsWith('noindex'))
  throw new Error(`the signed-in pages must share one noindex robots tag: ${[...spaRobots]}`);
await write(
  'spa.html',
  fillTemplate(
    `<title>${site.formatTitle('Rewright')}</title>
    <meta data-page-meta name="robots" content="${shellRobots}" />`,
    '',
  ),
);

// An unknown blog slug: the server answers 404 with this shell, noindex; the page then says
// "Blog post not found" once the data file shows there is no such post.
const missing = [{ pattern: '/blog/:slug', file: 'blog-post-not-found.html' }];
await write(
  'blog-post-not-found.html',
  fillTemplate(site.renderHeadHtml(POST_NOT_FOUND_META, publicUrl, '/blog'), ''),
);

// One page per blog post, its data embedded.
const postRoute = site.siteRoutes.find((route) => route.path === '/blog/:slug');
if (!postRoute) throw new Error('the route table lost /blog/:slug');
for (const post of posts) {
  const slug = slugify(post.title);
  const postPath = `/blog/${slug}`;
  const head = `${site.renderHeadHtml(postRoute.meta({ slug }), publicUrl, postPath)}\n    ${renderEmbeddedPostScript(post)}`;
  const assets = pageAssetLinks(postPath, postRoute.page.source);
  await write(`blog/${slug}/index.html`, fillTemplate(head, site.renderPage(postPath), assets));
  prerendered.push(postPath);
}

const indexable = site.siteRoutes
  .filter((route) => route.prerender && route.meta({}).robots.startsWith('index'))
  .map((route): SitemapEntry => ({ path: route.path }));
const docSections = DOC_SECTIONS.map(({ id }): SitemapEntry => ({ path: sectionPath(id) }));
const postEntries = posts.map((post): SitemapEntry => ({
  path: `/blog/${slugify(post.title)}`,
  lastModified: post.publishDate,
}));
await write(
  'sitemap.xml',
  renderSitemap(publicUrl, [...indexable, ...docSections, ...postEntries]),
);
const robots = await readFile(path.join(distDir, 'robots.txt'), 'utf8');
await write('robots.txt', robotsWithSitemap(robots, publicUrl));

await write('routes.json', `${JSON.stringify({ prerendered, spa, missing }, null, 2)}\n`);
await rm(bundleDir, { recursive: true, force: true });
// Build metadata only: not part of the site the server publishes.
await rm(path.dirname(manifestFile), { recursive: true, force: true });

console.log(
  `prerendered ${prerendered.length} pages (${posts.length} blog posts), 404.html, spa.html, blog-post-not-found.html and sitemap.xml (canonical base ${publicUrl})`,
);
