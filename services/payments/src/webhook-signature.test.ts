import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { signWebhookPayload } from './webhook-signature.js';

const stripe = new Stripe('sk_test_rewright_local');
const secret = 'whsec_rewright_local';
const payload = JSON.stringify({
  id: 'evt_1',
  object: 'event',
  type: 'checkout.session.completed',
});

describe('signWebhookPayload', () => {
  it('signs exactly as the SDK does', () => {
    expect(signWebhookPayload(payload, secret, 1_750_000_000)).toBe(
      stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: 1_750_000_000 }),
    );
  });

  it('is accepted by constructEvent, and refused for another body or secret', () => {
    const now = 1_750_000_000;
    const header = signWebhookPayload(payload, secret, now);
    const receivedAt = now * 1000 + 5_000;
    expect(
      stripe.webhooks.constructEvent(payload, header, secret, undefined, undefined, receivedAt).id,
    ).toBe('evt_1');
    expect(() =>
      stripe.webhooks.constructEvent(
        `${payload} `,
        header,
        secret,
        undefined,
        undefined,
        receivedAt,
      ),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
    expect(() =>
      stripe.webhooks.constructEvent(
        payload,
        header,
        'whsec_other',
        undefined,
        undefined,
        receivedAt,
      ),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });
});
