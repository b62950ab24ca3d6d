/**
 * The blog carousel's size and index rules (spec sections 2, 4 and 9) as pure functions of the
 * viewport width, so they are tested without a browser.
 */
export const MAX_VISIBLE_CARDS = 5;
const SINGLE_CARD_BELOW = 1200;
const CARD_WIDTH = 460;
const NARROW_BELOW = 640;
const NARROW_WIDTH_SHARE = 0.9;

/** Height bands: the first whose `below` exceeds the width wins; 640 above 1024. */
const CARD_HEIGHTS = [
  { below: 640, height: 520 },
  { below: 768, height: 560 },
  { below: 1024, height: 600 },
  { below: Infinity, height: 640 },
];

/** 1 card below 1200 px, otherwise up to 5 (never more than there are posts). */
export function visibleCardCount(viewportWidth: number, postCount: number): number {
  const wanted = viewportWidth < SINGLE_CARD_BELOW ? 1 : MAX_VISIBLE_CARDS;
  return Math.max(0, Math.min(wanted, postCount));
}

/** 460 px, or 90 percent of the width under 640 px. */
export function cardWidth(viewportWidth: number): number {
  return viewportWidth < NARROW_BELOW ? Math.round(viewportWidth * NARROW_WIDTH_SHARE) : CARD_WIDTH;
}

export function cardHeight(viewportWidth: number): number {
  return CARD_HEIGHTS.find((band) => viewportWidth < band.below)?.height ?? 640;
}

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

/** The cards on screen, left to right, around `centre`; each post appears at most once. */
export function carouselSlots(centre: number, count: number, visible: number): CarouselSlot[] {
  const shown = Math.min(visible, count);
  const first = -Math.floor((shown - 1) / 2);
  return Array.from({ length: shown }, (_, position) => {
    const offset = first + position;
    return { index: wrapIndex(centre + offset, count), offset };
  });
}
