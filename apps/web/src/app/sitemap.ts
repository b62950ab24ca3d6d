/**
 * `sitemap.xml` and the `Sitemap:` line of `robots.txt`, written by scripts/prerender.ts at build.
 * Pure functions of the canonical base and the public paths, so they are tested without a build.
 */
export interface SitemapEntry {
  /** Path with optional query, e.g. `/blog/x` or `/documentation?section=buy-pack`. */
  path: string;
  /** `YYYY-MM-DD`, when known (blog posts). */
  lastModified?: string;
}

function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export function renderSitemap(publicUrl: string, entries: SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls = entries
    .filter(({ path }) => !seen.has(path) && seen.add(path))
    .map(({ path, lastModified }) => {
      const lastmod = lastModified ? `<lastmod>${escapeXml(lastModified)}</lastmod>` : '';
      return `  <url><loc>${escapeXml(`${publicUrl}${path}`)}</loc>${lastmod}</url>`;
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The robots.txt from public/ with its `Sitemap:` line (absolute, as the protocol requires). */
export function robotsWithSitemap(robots: string, publicUrl: string): string {
  const rules = robots
    .split('\n')
    .filter((line) => !/^sitemap:/i.test(line.trim()))
    .join('\n')
    .trimEnd();
  return `${rules}\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
}
