// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  describePayment,
  formatPaymentAmount,
  formatPaymentDate,
  statusLabel,
  statusTone,
} from './history-format';

describe('payment history formatting', () => {
  it("shows 'succeeded' as 'paid'; pending is yellow, other statuses red", () => {
    expect(statusLabel('succeeded')).toBe('paid');
    expect(statusLabel('cancelled')).toBe('cancelled');
    expect(statusTone('pending')).toBe('warning');
    expect(statusTone('cancelled')).toBe('danger');
    expect(statusTone('expired')).toBe('danger');
    expect(statusTone('succeeded')).toBe('success');
  });

  it('describes a row by plan type when empty, else by amount', () => {
    expect(describePayment({ description: '', amount: '99', plan_type: 'Standard Pack' })).toBe(
      'Standard Pack',
    );
    expect(describePayment({ description: 'x', amount: '00', plan_type: 'p' })).toBe('Free Pack');
    expect(describePayment({ description: 'x', amount: '99', plan_type: 'p' })).toBe(
      'standard pack',
    );
    expect(describePayment({ description: 'x', amount: '129', plan_type: 'p' })).toBe(
      'Card payment',
    );
  });

  it('names an unpaid checkout by its plan and shows no amount for it', () => {
    expect(
      describePayment({
        description: 'Standard Pack: 250 credits',
        amount: null,
        plan_type: 'Standard Pack',
      }),
    ).toBe('Standard Pack');
    expect(formatPaymentAmount(null, 'USD')).toBe('Not charged');
  });

  it('writes dates as MM/DD/YYYY and amounts in USD without decimals', () => {
    expect(formatPaymentDate('2026-03-05T12:00:00.000Z')).toBe('03/05/2026');
    expect(formatPaymentAmount('99', 'USD')).toBe('$99');
    expect(formatPaymentAmount('1299.5', 'usd')).toBe('$1,300');
    expect(formatPaymentAmount('99', '')).toBe('$99');
  });
});
