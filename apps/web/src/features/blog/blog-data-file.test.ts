import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseBlogData } from './blog-post';
import { slugify } from './post-slug';
import { sanitizePostHtml } from './sanitize-post-html';

// The shipped data file, checked like code: a broken edit fails here, not on the live site.
const publicDir = path.resolve(import.meta.dirname, '../../../public');
const posts = parseBlogData(
  JSON.parse(readFileSync(path.join(publicDir, 'blog-data.json'), 'utf8')),
);

describe('public/blog-data.json', () => {
  it('has at least 8 posts with unique ids and slugs', () => {
    expect(posts.length).toBeGreaterThanOrEqual(8);
    expect(new Set(posts.map((post) => post.id)).size).toBe(posts.length);
    expect(new Set(posts.map((post) => slugify(post.title))).size).toBe(posts.length);
  });

  it('points only at images that exist in public/', () => {
    for (const post of posts) {
      const images = [post.featuredImage, post.featuredImageLarge, post.seo?.ogImage];
      for (const image of images.filter((value): value is string => value !== undefined)) {
        expect(image).toMatch(/^\/blog\//);
        expect(existsSync(path.join(publicDir, image)), image).toBe(true);
      }
    }
  });

  it('has content that survives sanitising unchanged, with headings and code', () => {
    for (const post of posts) {
      // The browser's own serialisation of the content, so only removals show up as differences.
      const parsed = document.createElement('template');
      parsed.innerHTML = post.content;
      expect(sanitizePostHtml(post.content), post.title).toBe(parsed.innerHTML);
      expect(post.content).not.toMatch(/<script|\son\w+=/i);
      expect(post.content).toMatch(/<h2>/);
      expect(post.content).toMatch(/<pre><code/);
    }
  });

  it('gives most posts a seo block whose canonical is the post path', () => {
    const withSeo = posts.filter((post) => post.seo);
    expect(withSeo.length).toBeGreaterThan(posts.length / 2);
    for (const post of withSeo) expect(post.seo?.canonical).toBe(`/blog/${slugify(post.title)}`);
  });
});
