import { describe, expect, it } from 'vitest';
import { formatAmount } from './payment-history';

describe('formatAmount', () => {
  it('shows whole units without decimals and cents only when present', () => {
    expect(formatAmount(9900)).toBe('99');
    expect(formatAmount(0)).toBe('0');
    expect(formatAmount(1250)).toBe('12.50');
  });
});
