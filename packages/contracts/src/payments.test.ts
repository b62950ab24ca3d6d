import { describe, expect, it } from 'vitest';
import { PaymentHistoryQuerySchema, RecordCancellationRequestSchema } from './payment-history';
import { CreateCheckoutSessionRequestSchema } from './payments';
import { UpdateProfileRequestSchema } from './users';

describe('payment and profile request schemas', () => {
  it('accept the checkout request the website sends, with or without an email', () => {
    const request = {
      plan_type: 'standard',
      customer_email: 'ada@example.com',
      metadata: { plan: 'standard', price: 99, timestamp: '2026-01-01T00:00:00Z' },
    };
    expect(CreateCheckoutSessionRequestSchema.parse(request)).toEqual(request);
    expect(
      CreateCheckoutSessionRequestSchema.parse({ plan_type: 'standard', customer_email: '' }),
    ).toEqual({ plan_type: 'standard', customer_email: '' });
    expect(CreateCheckoutSessionRequestSchema.safeParse({ plan_type: '' }).success).toBe(false);
  });

  it('default the history page to skip 0, limit 10, and cap the limit at 100', () => {
    expect(PaymentHistoryQuerySchema.parse({})).toEqual({ skip: 0, limit: 10 });
    expect(PaymentHistoryQuerySchema.parse({ skip: '0', limit: '100' })).toEqual({
      skip: 0,
      limit: 100,
    });
    expect(PaymentHistoryQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
  });

  it('let a client record only a cancellation, of a named checkout', () => {
    const base = {
      user_id: 'sub-1',
      checkout_id: '7b0c6a52-4a43-4d0e-9c5c-0e8f3a1f2b3c',
      amount: 99,
      currency: 'USD',
      plan_type: 'standard',
    };
    expect(RecordCancellationRequestSchema.parse({ ...base, status: 'cancelled' }).status).toBe(
      'cancelled',
    );
    const paid = RecordCancellationRequestSchema.safeParse({ ...base, status: 'succeeded' });
    expect(paid.error?.issues[0]?.message).toBe('Only a cancellation can be recorded.');
    const unnamed = RecordCancellationRequestSchema.safeParse({
      ...base,
      checkout_id: undefined,
      status: 'cancelled',
    });
    expect(unnamed.error?.issues[0]?.message).toBe('Name the checkout that was cancelled.');
  });

  it('trim profile fields and give readable length and format messages', () => {
    expect(UpdateProfileRequestSchema.parse({ company: ' Engines ' })).toEqual({
      company: 'Engines',
    });
    const tooLong = UpdateProfileRequestSchema.safeParse({ role: 'r'.repeat(121) });
    expect(tooLong.error?.issues[0]?.message).toBe('Role must be at most 120 characters.');
    const phone = UpdateProfileRequestSchema.safeParse({ contact_number: 'call me' });
    expect(phone.error?.issues[0]?.message).toBe(
      'Use only digits, spaces and + ( ) - . in a contact number.',
    );
  });
});
