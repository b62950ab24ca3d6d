// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  OG_IMAGE_HEIGHT,
  OG_IMAGE_WIDTH,
  SITE_OG_IMAGE,
  postOgImagePath,
} from '../../app/og-image';
import { parseBlogData } from './blog-post';
import { slugify } from './post-slug';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../public');
const posts = parseBlogData(
  JSON.parse(readFileSync(path.join(publicDir, 'blog-data.json'), 'utf8')),
);

/** Width and height from a PNG's IHDR chunk (bytes 16–23), or null when it is not a PNG. */
function pngSize(file: string): { width: number; height: number } | null {
  const bytes = readFileSync(file);
  if (bytes.subarray(0, 8).toString('hex') !== '89504e470d0a1a0a') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

// The PNGs are made by scripts/og-images.ts and committed; run it after adding a post.
describe('Open Graph images', () => {
  const cards = [SITE_OG_IMAGE.url, ...posts.map((post) => postOgImagePath(slugify(post.title)))];

  it.each(cards)('%s is a 1200 × 630 PNG in public/', (url) => {
    const file = path.join(publicDir, url);
    expect(existsSync(file), `${url} is missing: npm run og-images -w apps/web`).toBe(true);
    expect(pngSize(file)).toEqual({ width: OG_IMAGE_WIDTH, height: OG_IMAGE_HEIGHT });
  });

  it('no post points social networks at an SVG', () => {
    for (const post of posts) {
      expect(post.seo?.ogImage ?? '').not.toMatch(/\.svg$/);
      expect(post.seo?.twitterImage ?? '').not.toMatch(/\.svg$/);
    }
  });
});
