// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_PACK_FEATURES, packFeaturesOf, summariseCredits } from './credits-summary';

describe('summariseCredits', () => {
  it('remaining is total minus the absolute value of used; usage is rounded', () => {
    expect(summariseCredits(275, 0)).toEqual({
      total: 275,
      used: 0,
      remaining: 275,
      usagePercent: 0,
      barPercent: 0,
    });
    expect(summariseCredits(3, -1)).toMatchObject({ used: 1, remaining: 2, usagePercent: 33 });
    expect(summariseCredits(8, 1)).toMatchObject({ usagePercent: 13 });
  });

  it('is 0 % when the total is 0', () => {
    expect(summariseCredits(0, 5)).toMatchObject({ usagePercent: 0, barPercent: 0 });
  });

  it('caps the bar at 100 % while the number says how far past it is', () => {
    expect(summariseCredits(25, 30)).toMatchObject({ usagePercent: 120, barPercent: 100 });
  });
});

describe('packFeaturesOf', () => {
  it('uses the default feature lists when the pack supplies none', () => {
    expect(packFeaturesOf({ active_features: [], inactive_features: [] })).toBe(
      DEFAULT_PACK_FEATURES,
    );
    const own = { active_features: ['a'], inactive_features: [] };
    expect(packFeaturesOf(own)).toBe(own);
  });
});
