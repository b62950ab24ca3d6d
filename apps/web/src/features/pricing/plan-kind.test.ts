// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { featureLabel, formatPrice, planKind } from './plan-kind';

describe('planKind', () => {
  it.each([
    [{ name: 'Enterprise Pack', amount: null }, 'enterprise'],
    [{ name: 'Custom plan', amount: 500 }, 'enterprise'],
    [{ name: 'Free Pack', amount: 0 }, 'free'],
    [{ name: 'Standard Pack', amount: 99 }, 'standard'],
    [{ name: 'Team Pack', amount: 199 }, 'unknown'],
  ] as const)('%o is %s', (plan, kind) => {
    expect(planKind(plan)).toBe(kind);
  });
});

describe('labels', () => {
  it('title-cases snake_case feature names', () => {
    expect(featureLabel('priority_email_support')).toBe('Priority Email Support');
    expect(featureLabel('ci_cd_integration')).toBe('CI/CD Integration');
  });

  it('shows Custom for a plan without a price', () => {
    expect(formatPrice(null)).toBe('Custom');
    expect(formatPrice(99)).toBe('$99');
  });
});
