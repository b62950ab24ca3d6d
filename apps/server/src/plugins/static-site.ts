import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '@rewright/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  htmlPage,
  loadSiteBuild,
  matchesRoute,
  segmentsOf,
  stripTrailingSlash,
  variantKey,
  type HtmlPage,
  type SiteBuild,
  type SiteFile,
} from '../site/site-build';

export interface StaticSiteOptions {
  distDir: string;
  siteConfig: SiteConfig;
}

const cacheControl = {
  /** Content-hashed file names: a new build means a new URL. */
  hashed: 'public, max-age=31536000, immutable',
  /** favicon.svg, robots.txt, blog-data.json…: stable names whose content may change with a deploy. */
  short: 'public, max-age=300',
  /** HTML always revalidates so a deploy shows at once. */
  html: 'no-cache',
};

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.pdf': 'application/pdf',
};

/** Serves the built website for every GET outside /api; see site-build.ts for the contract with the web build. */
export default fp(
  async function staticSite(app: FastifyInstance, options: StaticSiteOptions) {
    let site: SiteBuild | null = null;
    try {
      site = await loadSiteBuild(options.distDir, options.siteConfig);
      if (!site)
        app.log.warn(
          `The website is not built: ${options.distDir} does not exist. Run npm run build.`,
        );
    } catch (error) {
      // A half-written build must not take the API down with it: the site answers 503 until rebuilt.
      app.log.error(
        { err: error },
        `The website build in ${options.distDir} is incomplete. Run npm run build.`,
      );
    }

    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      if (isApiPath(request.url)) return reply.callNotFound();
      if (!site) return sendHtml(reply, notBuiltPage, 503);
      return serveSite(site, request, reply);
    });
  },
  { name: 'static-site' },
);

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

function serveSite(site: SiteBuild, request: FastifyRequest, reply: FastifyReply) {
  const urlPath = decodedPath(request.url);
  if (urlPath === null) return sendHtml(reply, site.notFoundPage, 404);

  const file = site.files.get(urlPath);
  if (file) return sendFile(reply, urlPath, file);

  const route = stripTrailingSlash(urlPath);
  const prerendered = variantOf(site, route, request.url) ?? site.prerendered.get(route);
  if (prerendered !== undefined) return sendHtml(reply, prerendered);

  const segments = segmentsOf(route);
  if (site.spaRoutes.some((pattern) => matchesRoute(pattern, segments)))
    return sendHtml(reply, site.spaPage);
  const missing = site.missingPages.find(({ pattern }) => matchesRoute(pattern, segments));
  if (missing) return sendHtml(reply, missing.page, 404);

  return sendHtml(reply, site.notFoundPage, 404);
}

/** The prerendered page for the route's query (`/documentation?section=buy-pack`), if there is one. */
function variantOf(site: SiteBuild, route: string, url: string): HtmlPage | undefined {
  const names = site.variantParams.get(route);
  const queryStart = url.indexOf('?');
  if (!names || queryStart === -1) return undefined;
  const query = new URLSearchParams(url.slice(queryStart + 1));
  for (const name of names) {
    const value = query.get(name);
    const page = value === null ? undefined : site.prerendered.get(variantKey(route, name, value));
    if (page) return page;
  }
  return undefined;
}

function decodedPath(url: string): string | null {
  try {
    return decodeURIComponent(url.split('?')[0] ?? '/');
  } catch {
    return null;
  }
}

function sendHtml(reply: FastifyReply, page: HtmlPage, status = 200) {
  if (page.robotsHeader) reply.header('x-robots-tag', page.robotsHeader);
  return reply
    .status(status)
    .header('cache-control', cacheControl.html)
    .type('text/html; charset=utf-8')
    .send(page.html);
}

function sendFile(reply: FastifyReply, urlPath: string, file: SiteFile) {
  if (file.page !== undefined) return sendHtml(reply, file.page);
  const type = contentTypes[path.extname(urlPath).toLowerCase()] ?? 'application/octet-stream';
  return reply
    .header(
      'cache-control',
      urlPath.startsWith('/assets/') ? cacheControl.hashed : cacheControl.short,
    )
    .type(type)
    .send(createReadStream(file.absolutePath));
}

const notBuiltPage = htmlPage(`<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow"><title>Rewright — site not built</title></head>
  <body>
    <h1>The website is not built yet</h1>
    <p>The API is running, but the site's files are missing or incomplete. Run <code>npm run build</code>, then restart the server.</p>
  </body>
</html>
`);
