import { describe, expect, it } from 'vitest';
import {
  cardHeight,
  cardWidth,
  carouselSlots,
  visibleCardCount,
  wrapIndex,
} from './carousel-layout';

describe('visibleCardCount', () => {
  it.each([
    [375, 10, 1],
    [1199, 10, 1],
    [1200, 10, 5],
    [1920, 10, 5],
    [1440, 3, 3],
    [1440, 0, 0],
    [800, 0, 0],
  ])('width %i with %i posts shows %i', (width, posts, expected) => {
    expect(visibleCardCount(width, posts)).toBe(expected);
  });
});

describe('cardWidth', () => {
  it('is 90 percent of the width under 640 px', () => {
    expect(cardWidth(375)).toBe(338);
    expect(cardWidth(639)).toBe(575);
  });

  it('is 460 px from 640 px up', () => {
    expect(cardWidth(640)).toBe(460);
    expect(cardWidth(1440)).toBe(460);
  });
});

describe('cardHeight', () => {
  it.each([
    [320, 520],
    [639, 520],
    [640, 560],
    [767, 560],
    [768, 600],
    [1023, 600],
    [1024, 640],
    [1920, 640],
  ])('width %i → %i px', (width, height) => {
    expect(cardHeight(width)).toBe(height);
  });
});

describe('wrapIndex', () => {
  it('wraps past either end', () => {
    expect(wrapIndex(-1, 8)).toBe(7);
    expect(wrapIndex(8, 8)).toBe(0);
    expect(wrapIndex(17, 8)).toBe(1);
    expect(wrapIndex(3, 8)).toBe(3);
  });

  it('is 0 for an empty list', () => {
    expect(wrapIndex(5, 0)).toBe(0);
  });
});

describe('carouselSlots', () => {
  it('centres five cards and wraps the neighbours of the first post', () => {
    expect(carouselSlots(0, 8, 5)).toEqual([
      { index: 6, offset: -2 },
      { index: 7, offset: -1 },
      { index: 0, offset: 0 },
      { index: 1, offset: 1 },
      { index: 2, offset: 2 },
    ]);
  });

  it('shows only the centre card when one is visible', () => {
    expect(carouselSlots(7, 8, 1)).toEqual([{ index: 7, offset: 0 }]);
  });

  it('never repeats a post when there are fewer posts than slots', () => {
    expect(carouselSlots(1, 2, 5)).toEqual([
      { index: 1, offset: 0 },
      { index: 0, offset: 1 },
    ]);
  });
});
