import { describe, expect, it } from 'vitest';
import { formatAmount } from './amounts.js';

describe('formatAmount', () => {
  it('reads minor units with the currency’s decimals', () => {
    expect(formatAmount(9900, 'usd')).toBe('$99.00');
    expect(formatAmount(123456, 'eur')).toBe('€1,234.56');
    expect(formatAmount(500, 'jpy')).toBe('¥500');
  });
});
