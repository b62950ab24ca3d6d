/**
 * Open Graph / Twitter card images as PNG (1200 × 630), which every social network reads; most
 * ignore SVG. Rendered from the site's SVGs with headless Chromium and committed under
 * public/og/, so the build needs no browser:
 *
 *   scripts/og/site-card.svg                 → public/og/rewright.png      (every page without its own)
 *   public/blog/<slug>-large.svg (1200×600)  → public/og/blog/<slug>.png   (cropped to 1200×630)
 *
 * Run after changing one of those SVGs or adding a post:
 *   npm run og-images -w apps/web       (CHROMIUM_PATH, default /usr/bin/chromium)
 * src/features/blog/og-images.test.ts fails when a post has no PNG or a PNG is not 1200 × 630.
 */
import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH } from '../src/app/og-image';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(appDir, 'public');

const jobs: { svg: string; png: string }[] = [
  {
    svg: path.join(appDir, 'scripts', 'og', 'site-card.svg'),
    png: path.join(publicDir, 'og', 'rewright.png'),
  },
];
for (const name of (await readdir(path.join(publicDir, 'blog'))).sort()) {
  const match = /^(.+)-large\.svg$/.exec(name);
  if (match) {
    jobs.push({
      svg: path.join(publicDir, 'blog', name),
      png: path.join(publicDir, 'og', 'blog', `${match[1]}.png`),
    });
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  const page = await browser.newPage({
    viewport: { width: OG_IMAGE_WIDTH, height: OG_IMAGE_HEIGHT },
    deviceScaleFactor: 1,
  });
  for (const { svg, png } of jobs) {
    const source = (await readFile(svg)).toString('base64');
    // `cover`: a 1200×600 post image fills the card, losing 30 px of its empty side margins.
    await page.setContent(
      `<!doctype html><html><body style="margin:0"><img alt="" src="data:image/svg+xml;base64,${source}" style="display:block;width:${OG_IMAGE_WIDTH}px;height:${OG_IMAGE_HEIGHT}px;object-fit:cover"></body></html>`,
    );
    await page.locator('img').evaluate((image) => (image as HTMLImageElement).decode());
    await mkdir(path.dirname(png), { recursive: true });
    await page.screenshot({ path: png, type: 'png' });
    console.log(`${path.relative(appDir, svg)} → ${path.relative(appDir, png)}`);
  }
} finally {
  await browser.close();
}
