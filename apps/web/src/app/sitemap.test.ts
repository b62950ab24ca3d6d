import { describe, expect, it } from 'vitest';
import { renderSitemap, robotsWithSitemap } from './sitemap';

describe('renderSitemap', () => {
  it('lists absolute URLs once each, escaped, with lastmod where known', () => {
    const xml = renderSitemap('https://rewright.dev', [
      { path: '/' },
      { path: '/blog/a-post', lastModified: '2025-03-18' },
      { path: '/documentation?section=buy-pack&x=1' },
      { path: '/' },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<url><loc>https://rewright.dev/</loc></url>');
    expect(xml).toContain(
      '<url><loc>https://rewright.dev/blog/a-post</loc><lastmod>2025-03-18</lastmod></url>',
    );
    expect(xml).toContain('https://rewright.dev/documentation?section=buy-pack&amp;x=1');
    expect(xml.match(/<url>/g)).toHaveLength(3);
  });
});

describe('robotsWithSitemap', () => {
  it('keeps the rules and adds one absolute Sitemap line', () => {
    const robots = robotsWithSitemap(
      'User-agent: *\nAllow: /\nSitemap: http://old/sitemap.xml\n',
      'https://rewright.dev',
    );
    expect(robots).toBe('User-agent: *\nAllow: /\n\nSitemap: https://rewright.dev/sitemap.xml\n');
  });
});
