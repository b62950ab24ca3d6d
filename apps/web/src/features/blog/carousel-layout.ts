/**
 * The blog carousel's index rules (spec sections 2, 4 and 9) as pure functions, tested without a
 * browser. Its size rules depend on the screen, so they are CSS (blog-carousel.css): the
 * prerendered markup is the same at every width and nothing moves when the page hydrates.
 */
const MAX_VISIBLE_CARDS = 5;

/** Index arithmetic with wrap-around: one before the first is the last, one after the last the first. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export interface CarouselSlot {
  /** Index into the post list. */
  index: number;
  /** Position relative to the centre card: 0 is the centre, negative to the left. */
  offset: number;
}

/**
 * The cards rendered, left to right, around `centre`: up to five, each post at most once. On a
 * screen narrower than 1200 px the stylesheet shows only the centre one.
 */
export function carouselSlots(centre: number, count: number): CarouselSlot[] {
  const shown = Math.max(0, Math.min(MAX_VISIBLE_CARDS, count));
  const first = -Math.floor((shown - 1) / 2);
  return Array.from({ length: shown }, (_, position) => {
    const offset = first + position;
    return { index: wrapIndex(centre + offset, count), offset };
  });
}
