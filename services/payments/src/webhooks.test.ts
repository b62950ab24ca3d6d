import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StripeEvent } from './event-log.js';
import {
  CookieJar,
  createTestPayments,
  formTokenOf,
  standardPackParams,
  WebhookReceiver,
  webhookSecret,
  type TestPayments,
} from './test-harness.js';
import { retryDelaysMs } from './webhook-delivery.js';

let receiver: WebhookReceiver;
let payments: TestPayments;
let stripe: Stripe;

beforeEach(async () => {
  receiver = await new WebhookReceiver().start();
  payments = await createTestPayments({ PAYMENTS_WEBHOOK_URL: receiver.url });
  stripe = await payments.stripe();
});
afterEach(async () => {
  await payments.close();
  await receiver.close();
});

async function payNewSession(): Promise<Stripe.Checkout.Session> {
  const session = await stripe.checkout.sessions.create(standardPackParams());
  const path = new URL(session.url!).pathname;
  const jar = new CookieJar();
  const page = await payments.app.inject({ method: 'GET', url: path });
  jar.store(page);
  const response = await payments.app.inject({
    method: 'POST',
    url: path,
    headers: { ...jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      form_token: formTokenOf(page.body),
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
      name: 'Ada Buyer',
    }).toString(),
  });
  expect(response.statusCode).toBe(303);
  return session;
}

/** Verifies a received webhook exactly as our server does. */
function verify(index: number): Stripe.Event {
  const webhook = receiver.received[index]!;
  return stripe.webhooks.constructEvent(
    webhook.body,
    webhook.headers['stripe-signature'] as string,
    webhookSecret,
    undefined,
    undefined,
    payments.clock.milliseconds,
  );
}

describe('webhooks', () => {
  it('sends checkout.session.completed after the redirect, signed for constructEvent', async () => {
    const session = await payNewSession();
    // The redirect went out before any delivery was attempted.
    expect(receiver.received).toHaveLength(0);
    expect(payments.scheduler.delays).toEqual([0]);
    await payments.runNextDelivery();

    expect(receiver.received).toHaveLength(1);
    const event = verify(0);
    expect(event).toMatchObject({
      object: 'event',
      type: 'checkout.session.completed',
      livemode: false,
      created: Math.floor(payments.clock.milliseconds / 1000),
      api_version: stripe.getApiField('version'),
      data: {
        object: {
          id: session.id,
          object: 'checkout.session',
          status: 'complete',
          payment_status: 'paid',
          metadata: { user_id: 'user-123', plan: 'standard', credits: '250' },
        },
      },
    });
    expect(event.id).toMatch(/^evt_/);
    expect(receiver.received[0]!.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(() =>
      stripe.webhooks.constructEvent(
        receiver.received[0]!.body,
        receiver.received[0]!.headers['stripe-signature'] as string,
        'whsec_wrong',
      ),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
    expect(payments.app.payments.events.get(event.id)).toMatchObject({ status: 'delivered' });
  });

  it('sends checkout.session.expired on expire', async () => {
    const session = await stripe.checkout.sessions.create(standardPackParams());
    await stripe.checkout.sessions.expire(session.id);
    await payments.runNextDelivery();
    expect(verify(0)).toMatchObject({
      type: 'checkout.session.expired',
      data: { object: { id: session.id, status: 'expired' } },
    });
  });

  it('expires a session nobody looks at when its lifetime ends, and sends checkout.session.expired', async () => {
    const session = await stripe.checkout.sessions.create(standardPackParams());
    expect(payments.expiryTimers.delays).toEqual([24 * 60 * 60 * 1000]);

    payments.clock.advanceSeconds(24 * 60 * 60);
    await payments.runNextExpiry();
    await payments.runNextDelivery();

    expect(verify(0)).toMatchObject({
      type: 'checkout.session.expired',
      data: { object: { id: session.id, status: 'expired', payment_status: 'unpaid', url: null } },
    });
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('expired');
    // Expired once: a second look sends nothing more.
    expect(payments.scheduler.size).toBe(0);
  });

  it('sets the expiry timers of open sessions again after a restart', async () => {
    const open = await stripe.checkout.sessions.create(standardPackParams());
    const paid = await payNewSession();
    payments.clock.advanceSeconds(60 * 60);
    await payments.restart();
    expect(payments.expiryTimers.delays).toEqual([23 * 60 * 60 * 1000]);

    payments.clock.advanceSeconds(23 * 60 * 60);
    await payments.runNextExpiry();
    const types = payments.app.payments.events
      .recent(5)
      .map((record) => [record.event.type, (record.event as StripeEvent).data.object.id]);
    expect(types).toContainEqual(['checkout.session.expired', open.id]);
    expect(types).not.toContainEqual(['checkout.session.expired', paid.id]);
  });

  it('retries a failing receiver with backoff until it answers 2xx', async () => {
    receiver.failNext(500, 503);
    await payNewSession();
    await payments.runNextDelivery();
    await payments.runNextDelivery();
    await payments.runNextDelivery();
    expect(payments.scheduler.delays).toEqual([0, 1_000, 2_000]);
    expect(payments.scheduler.size).toBe(0);
    expect(receiver.received).toHaveLength(3);
    const ids = receiver.received.map((_, index) => verify(index).id);
    expect(new Set(ids).size).toBe(1);
    const [record] = payments.app.payments.events.recent(1);
    expect(record).toMatchObject({ status: 'delivered' });
    expect(record!.attempts.map((attempt) => attempt.statusCode)).toEqual([500, 503, 200]);
  });

  it('gives up after five attempts, also when the receiver cannot be reached', async () => {
    await receiver.close();
    await payNewSession();
    for (let attempt = 0; attempt < 5; attempt += 1) await payments.runNextDelivery();
    expect(payments.scheduler.delays).toEqual([0, ...retryDelaysMs]);
    expect(payments.scheduler.size).toBe(0);
    const [record] = payments.app.payments.events.recent(1);
    expect(record?.status).toBe('failed');
    expect(record?.attempts).toHaveLength(5);
    expect(record?.attempts.every((attempt) => attempt.statusCode === null && attempt.error)).toBe(
      true,
    );

    const page = await payments.app.inject({ method: 'GET', url: '/dev/events' });
    expect(page.body).toContain('checkout.session.completed');
    expect(page.body).toContain('Failed');
  });

  it('resumes a pending delivery after a restart', async () => {
    receiver.failNext(500);
    await payNewSession();
    await payments.runNextDelivery();
    await payments.restart();
    expect(payments.scheduler.delays).toEqual([1_000]);
    await payments.runNextDelivery();
    expect(receiver.received).toHaveLength(2);
    const [record] = payments.app.payments.events.recent(1);
    expect(record?.status).toBe('delivered');
    expect((record?.event as StripeEvent).data.object.status).toBe('complete');
  });
});

describe('a configured session lifetime', () => {
  it('sets expires_at that far ahead and expires the session then, with its webhook', async () => {
    const hooks = await new WebhookReceiver().start();
    const quick = await createTestPayments({
      PAYMENTS_WEBHOOK_URL: hooks.url,
      PAYMENTS_SESSION_LIFETIME_SECONDS: '5',
    });
    const sdk = await quick.stripe();
    const session = await sdk.checkout.sessions.create(standardPackParams());
    expect(session.expires_at).toBe(session.created + 5);
    expect(quick.expiryTimers.delays).toEqual([5_000]);

    quick.clock.advanceSeconds(5);
    await quick.runNextExpiry();
    await quick.runNextDelivery();
    expect(JSON.parse(hooks.received[0]!.body)).toMatchObject({
      type: 'checkout.session.expired',
      data: { object: { id: session.id, status: 'expired' } },
    });
    expect((await sdk.checkout.sessions.retrieve(session.id)).status).toBe('expired');
    await quick.close();
    await hooks.close();
  });
});

describe('without a webhook URL', () => {
  it('records events as not sent', async () => {
    const quiet = await createTestPayments();
    const sdk = await quiet.stripe();
    const session = await sdk.checkout.sessions.create(standardPackParams());
    await sdk.checkout.sessions.expire(session.id);
    expect(quiet.scheduler.size).toBe(0);
    expect(quiet.app.payments.events.recent(1)[0]?.status).toBe('disabled');
    const page = await quiet.app.inject({ method: 'GET', url: '/dev/events' });
    expect(page.body).toContain('Not sent');
    await quiet.close();
  });
});
