import { ErrorBodySchema } from '@rewright/contracts';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../app-error';
import { createTestApp, type TestApp } from '../test-app';
import { verifyWebhookEvent, webhookToleranceSeconds } from './webhook-signature';

const secret = 'whsec_rewright_local';
// Only the SDK's local webhook helpers are used: no request ever leaves the process.
const stripe = new Stripe('sk_test_rewright_local');
const payload = JSON.stringify({
  id: 'evt_signature',
  object: 'event',
  type: 'customer.created',
  data: { object: { id: 'cus_1' } },
});
const now = Date.UTC(2026, 10, 24, 12, 0, 0);
const signedAt = (offsetSeconds: number, signingSecret = secret) =>
  stripe.webhooks.generateTestHeaderString({
    payload,
    secret: signingSecret,
    timestamp: Math.floor(now / 1000) + offsetSeconds,
  });
const verify = (signature: string) =>
  verifyWebhookEvent(stripe, Buffer.from(payload), signature, secret, now);
const refusal = (signature: string) => {
  try {
    verify(signature);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).message;
  }
  throw new Error('the signature was accepted');
};

describe('verifyWebhookEvent', () => {
  it('accepts our signature within the tolerance on either side of our clock', () => {
    for (const offset of [0, -(webhookToleranceSeconds - 1), webhookToleranceSeconds - 1]) {
      expect(verify(signedAt(offset)).id).toBe('evt_signature');
    }
  });

  it('refuses a timestamp past the tolerance in the future as well as in the past', () => {
    expect(refusal(signedAt(webhookToleranceSeconds + 60))).toBe(
      "The webhook signature's timestamp is more than 300 s in the future.",
    );
    expect(refusal(signedAt(24 * 3600))).toMatch(/in the future\.$/);
    expect(refusal(signedAt(-(webhookToleranceSeconds + 60)))).toBe(
      "The webhook signature's timestamp is more than 300 s old.",
    );
  });

  it('refuses another secret, a header without a timestamp and a missing header', () => {
    expect(refusal(signedAt(0, 'whsec_not_ours'))).toBe('The webhook signature is not valid.');
    expect(refusal(signedAt(0).replace(/^t=\d+,/, ''))).toBe('The webhook signature is not valid.');
    expect(() => verifyWebhookEvent(stripe, Buffer.from(payload), undefined, secret, now)).toThrow(
      'The Stripe-Signature header is missing.',
    );
  });
});

describe('POST /api/v1/stripe/webhook with a future timestamp', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 400, so a signature cannot be held back and replayed later', async () => {
    const signature = stripe.webhooks.generateTestHeaderString({
      payload,
      secret,
      timestamp: Math.floor(Date.now() / 1000) + 3600,
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    expect(response.statusCode).toBe(400);
    const { error } = ErrorBodySchema.parse(response.json());
    expect(error).toMatchObject({ code: 'invalid_input' });
    expect(error.message).toMatch(/in the future\.$/);
  });
});
