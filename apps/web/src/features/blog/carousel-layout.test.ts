// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { carouselSlots, wrapIndex } from './carousel-layout';

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
    expect(carouselSlots(0, 8)).toEqual([
      { index: 6, offset: -2 },
      { index: 7, offset: -1 },
      { index: 0, offset: 0 },
      { index: 1, offset: 1 },
      { index: 2, offset: 2 },
    ]);
  });

  it('centres the last post between its neighbours, wrapping past the end', () => {
    expect(carouselSlots(7, 8).map((slot) => slot.index)).toEqual([5, 6, 7, 0, 1]);
  });

  it('never repeats a post when there are fewer posts than slots', () => {
    expect(carouselSlots(1, 2)).toEqual([
      { index: 1, offset: 0 },
      { index: 0, offset: 1 },
    ]);
    expect(carouselSlots(0, 1)).toEqual([{ index: 0, offset: 0 }]);
  });

  it('is empty without posts', () => {
    expect(carouselSlots(0, 0)).toEqual([]);
  });
});
