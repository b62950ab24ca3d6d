/** Size of every Open Graph image the site makes (scripts/og-images.ts): the 1.91:1 card size. */
export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;

/** The site's own card, for every page that has no image of its own. */
export const SITE_OG_IMAGE = {
  url: '/og/rewright.png',
  alt: 'Rewright: move legacy end-to-end tests to Playwright',
};

/** A blog post's card, made from its large SVG image. */
export function postOgImagePath(slug: string): string {
  return `/og/blog/${slug}.png`;
}
