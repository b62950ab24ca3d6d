/**
 * Build step 3 of 3 (after the client build and the prerender bundle): writes the HTML files
 * apps/server serves, from Vite's built dist/index.html so the hashed asset tags stay intact.
 *
 *   dist/index.html, dist/<route>/index.html   prerendered public pages with their metadata
 *   dist/spa.html                               shell for signed-in pages and blog posts
 *   dist/404.html                               prerendered not-found page
 *   dist/routes.json                            { prerendered: [paths], spa: [patterns] }
 *
 * PUBLIC_URL (default http://localhost:8001) sets canonical links in the files; the client
 * rewrites them from the runtime config's publicUrl on load.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

interface PageMeta {
  title: string;
  description: string;
  robots: string;
  canonical?: boolean;
}

interface PrerenderModule {
  siteRoutes: { path: string; prerender: boolean; meta: (params: object) => PageMeta }[];
  notFoundMeta: PageMeta;
  renderPage(path: string): string;
  renderHeadHtml(meta: PageMeta, publicUrl: string, path: string): string;
  formatTitle(title: string): string;
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

function fillTemplate(head: string, body: string): string {
  // Function replacers: page text may contain `$&`-style sequences.
  return template.replace('<!--page-head-->', () => head).replace('<!--page-html-->', () => body);
}

async function write(relativeFile: string, html: string) {
  const file = path.join(distDir, relativeFile);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, html);
}

const prerendered: string[] = [];
const spa: string[] = [];

for (const route of site.siteRoutes) {
  if (!route.prerender) {
    spa.push(route.path);
    continue;
  }
  const head = site.renderHeadHtml(route.meta({}), publicUrl, route.path);
  const file = route.path === '/' ? 'index.html' : `${route.path.slice(1)}/index.html`;
  await write(file, fillTemplate(head, site.renderPage(route.path)));
  prerendered.push(route.path);
}

const notFoundHead = site.renderHeadHtml(site.notFoundMeta, publicUrl, '');
await write('404.html', fillTemplate(notFoundHead, site.renderPage(NOT_FOUND_PATH)));

// One shell for many URLs: only a neutral title; the client sets the page's own tags on load.
await write('spa.html', fillTemplate(`<title>${site.formatTitle('Rewright')}</title>`, ''));

await write('routes.json', `${JSON.stringify({ prerendered, spa }, null, 2)}\n`);
await rm(bundleDir, { recursive: true, force: true });

console.log(
  `prerendered ${prerendered.length} pages, 404.html and spa.html (canonical base ${publicUrl})`,
);
