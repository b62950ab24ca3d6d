// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isActivePack, packCardView, packWord } from './pack-match';

const features = { active_features: [], inactive_features: [] };
const free = { name: 'Free Pack', amount: 0, description: 'Start', credits: 25, features };
const standard = {
  name: 'standard pack',
  amount: 99,
  description: '250 credits',
  credits: 250,
  features,
};
const enterprise = {
  name: 'Enterprise Pack',
  amount: null,
  description: 'Talk to us',
  credits: null,
  features,
};

describe('pack matching', () => {
  it('is loose and case-insensitive over free, standard, professional, enterprise, custom', () => {
    expect(packWord('STANDARD-pack')).toBe('standard');
    expect(packWord('Professional plan')).toBe('professional');
    expect(packWord('My Custom deal')).toBe('custom');
    expect(packWord('Gold')).toBeNull();
    expect(isActivePack('standard pack', 'Standard Pack')).toBe(true);
    expect(isActivePack('Free Pack', 'Standard Pack')).toBe(false);
    expect(isActivePack('Gold', 'Gold')).toBe(false);
  });
});

describe('packCardView', () => {
  it('Standard: Most Popular and Upgrade Subscription when not active', () => {
    expect(packCardView(standard, 'Free Pack')).toMatchObject({
      active: false,
      mostPopular: true,
      price: '$99',
      buttonLabel: 'Upgrade Subscription',
      alwaysDisabled: false,
    });
  });

  it('Standard active: Active, Extend Subscription, no Most Popular', () => {
    expect(packCardView(standard, 'Standard Pack')).toMatchObject({
      active: true,
      mostPopular: false,
      buttonLabel: 'Extend Subscription',
    });
  });

  it('Free: a disabled Already Subscribed, marked Active when it is the current pack', () => {
    expect(packCardView(free, 'free pack')).toMatchObject({
      active: true,
      buttonLabel: 'Already Subscribed',
      alwaysDisabled: true,
    });
  });

  it('Enterprise: Custom instead of a price and no description', () => {
    expect(packCardView(enterprise, 'Free Pack')).toMatchObject({
      price: 'Custom',
      showDescription: false,
      buttonLabel: 'Upgrade Subscription',
    });
  });
});
