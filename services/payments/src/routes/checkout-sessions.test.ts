import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  apiHeaders,
  createTestPayments,
  formEncode,
  standardPackParams,
  type TestPayments,
} from '../test-harness.js';

let payments: TestPayments;
let stripe: Stripe;

beforeEach(async () => {
  payments = await createTestPayments();
  stripe = await payments.stripe();
});
afterEach(() => payments.close());

const created = Math.floor(new Date('2025-06-01T12:00:00Z').getTime() / 1000);

describe('checkout sessions through the stripe SDK', () => {
  it('creates, retrieves and expires a session with Stripe’s fields', async () => {
    const session = await stripe.checkout.sessions.create(standardPackParams());
    expect(session.id).toMatch(/^cs_test_[A-Za-z0-9]{58}$/);
    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'payment',
      url: `http://localhost:12111/c/pay/${session.id}`,
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: 9900,
      amount_total: 9900,
      currency: 'usd',
      customer_email: 'buyer@example.com',
      customer_details: null,
      client_reference_id: 'user-123',
      metadata: { user_id: 'user-123', plan: 'standard', credits: '250' },
      payment_intent: null,
      success_url: 'http://localhost:8001/payment-success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:8001/payment-cancelled',
      created,
      expires_at: created + 24 * 60 * 60,
      livemode: false,
    });
    expect(session.lastResponse.requestId).toMatch(/^req_/);

    const retrieved = await stripe.checkout.sessions.retrieve(session.id);
    expect(retrieved).toEqual({ ...session });
    expect(retrieved).not.toHaveProperty('line_items');

    const expired = await stripe.checkout.sessions.expire(session.id);
    expect(expired).toMatchObject({
      id: session.id,
      status: 'expired',
      payment_status: 'unpaid',
      url: null,
    });
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('expired');
  });

  it('expands line_items on retrieve and lists them', async () => {
    const session = await stripe.checkout.sessions.create(standardPackParams());
    const expanded = await stripe.checkout.sessions.retrieve(session.id, {
      expand: ['line_items'],
    });
    expect(expanded.line_items).toMatchObject({
      object: 'list',
      has_more: false,
      data: [
        {
          object: 'item',
          description: 'Standard Pack',
          quantity: 1,
          currency: 'usd',
          amount_subtotal: 9900,
          amount_total: 9900,
          price: { object: 'price', currency: 'usd', unit_amount: 9900, type: 'one_time' },
        },
      ],
    });
    const listed = await stripe.checkout.sessions.listLineItems(session.id);
    expect(listed.data).toEqual(expanded.line_items?.data);
  });

  it('sums quantities and several items', async () => {
    const session = await stripe.checkout.sessions.create(
      standardPackParams({
        line_items: [
          {
            price_data: { currency: 'usd', unit_amount: 9900, product_data: { name: 'A' } },
            quantity: 2,
          },
          {
            price_data: { currency: 'usd', unit_amount: 150, product_data: { name: 'B' } },
            quantity: 1,
          },
        ],
      }),
    );
    expect(session.amount_total).toBe(19950);
  });

  it('refuses a wrong or missing key with 401 (StripeAuthenticationError)', async () => {
    const wrong = await payments.stripe('sk_test_someone_else_entirely');
    const error = await wrong.checkout.sessions
      .create(standardPackParams())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect((error as Stripe.errors.StripeError).statusCode).toBe(401);
    expect((error as Stripe.errors.StripeError).message).toMatch(
      /^Invalid API Key provided: sk_test_\*+rely$/,
    );

    const missing = await payments.app.inject({
      method: 'GET',
      url: '/v1/checkout/sessions/cs_test_x',
    });
    expect(missing.statusCode).toBe(401);
    expect(missing.json().error).toMatchObject({ type: 'invalid_request_error' });
    expect(missing.headers['request-id']).toMatch(/^req_/);
  });

  it.each([
    [{ mode: undefined }, 'mode', 'Missing required param: mode.'],
    [{ mode: 'subscription' as const }, 'mode', undefined],
    [{ line_items: [] }, 'line_items', undefined],
    [
      {
        line_items: [
          { price_data: { currency: 'usd', unit_amount: 9900, product_data: { name: 'x' } } },
        ],
      },
      'line_items[0][quantity]',
      'Missing required param: line_items[0][quantity].',
    ],
    [
      {
        line_items: [
          {
            price_data: { currency: 'usd', unit_amount: -1, product_data: { name: 'x' } },
            quantity: 1,
          },
        ],
      },
      'line_items[0][price_data][unit_amount]',
      undefined,
    ],
    [
      { line_items: [{ price_data: { currency: 'usd', unit_amount: 100 }, quantity: 1 }] },
      'line_items[0][price_data][product_data]',
      undefined,
    ],
    [{ line_items: [{ price: 'price_123', quantity: 1 }] }, 'line_items[0][price]', undefined],
    [{ success_url: 'not a url' }, 'success_url', 'Not a valid URL'],
    [{ customer_email: 'nobody' }, 'customer_email', 'Invalid email address: nobody'],
    [{ currency: 'eur' }, 'currency', undefined],
    [{ metadata: { ['k'.repeat(41)]: 'v' } }, `metadata[${'k'.repeat(41)}]`, undefined],
    [{ colour: 'blue' } as object, 'colour', 'Received unknown parameter: colour'],
  ] as const)(
    'refuses %j naming %s (StripeInvalidRequestError)',
    async (changes, param, message) => {
      const error = await stripe.checkout.sessions
        .create(standardPackParams(changes as Partial<Stripe.Checkout.SessionCreateParams>))
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
      const stripeError = error as Stripe.errors.StripeInvalidRequestError;
      expect(stripeError.statusCode).toBe(400);
      expect(stripeError.param).toBe(param);
      if (message) expect(stripeError.message).toBe(message);
    },
  );

  it('replays the stored answer for a repeated idempotency key', async () => {
    const first = await stripe.checkout.sessions.create(standardPackParams(), {
      idempotencyKey: 'buy-1',
    });
    const again = await stripe.checkout.sessions.create(standardPackParams(), {
      idempotencyKey: 'buy-1',
    });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');

    const other = await stripe.checkout.sessions
      .create(standardPackParams({ client_reference_id: 'someone-else' }), {
        idempotencyKey: 'buy-1',
      })
      .catch((e: unknown) => e);
    expect(other).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);

    const fresh = await stripe.checkout.sessions.create(standardPackParams(), {
      idempotencyKey: 'buy-2',
    });
    expect(fresh.id).not.toBe(first.id);
  });

  it('does not store a refused request, so the corrected one may reuse the key', async () => {
    await expect(
      stripe.checkout.sessions.create(standardPackParams({ mode: undefined }), {
        idempotencyKey: 'k',
      }),
    ).rejects.toThrow('Missing required param: mode.');
    const session = await stripe.checkout.sessions.create(standardPackParams(), {
      idempotencyKey: 'k',
    });
    expect(session.status).toBe('open');
  });

  it('answers an unknown session with 404 resource_missing', async () => {
    const error = await stripe.checkout.sessions
      .retrieve('cs_test_nothing')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 404, code: 'resource_missing', param: 'session' });
    await expect(stripe.checkout.sessions.expire('cs_test_nothing')).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('expires only open sessions', async () => {
    const session = await stripe.checkout.sessions.create(standardPackParams());
    await stripe.checkout.sessions.expire(session.id);
    const error = await stripe.checkout.sessions.expire(session.id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 400, code: 'checkout_session_not_open' });
  });

  it('expires a session on its own once expires_at passes', async () => {
    const session = await stripe.checkout.sessions.create(standardPackParams());
    payments.clock.advanceSeconds(24 * 60 * 60 - 1);
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
    payments.clock.advanceSeconds(1);
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('expired');
    expect(payments.app.payments.events.recent(5).map((r) => r.event.type)).toEqual([
      'checkout.session.expired',
    ]);
  });

  it('honours a chosen expires_at within Stripe’s window', async () => {
    const session = await stripe.checkout.sessions.create(
      standardPackParams({ expires_at: created + 3600 }),
    );
    expect(session.expires_at).toBe(created + 3600);
    await expect(
      stripe.checkout.sessions.create(standardPackParams({ expires_at: created + 60 })),
    ).rejects.toMatchObject({ param: 'expires_at' });
  });
});

describe('the REST surface without the SDK', () => {
  it('reads nested form parameters with percent-encoded brackets and drops empty metadata', async () => {
    const response = await payments.app.inject({
      method: 'POST',
      url: '/v1/checkout/sessions',
      headers: apiHeaders(),
      payload: formEncode({
        mode: 'payment',
        'line_items%5B0%5D%5Bprice_data%5D%5Bcurrency%5D': 'eur',
        'line_items[0][price_data][unit_amount]': '500',
        'line_items[0][price_data][product_data][name]': 'Pack',
        'line_items[0][quantity]': '3',
        'metadata[keep]': 'yes',
        'metadata[drop]': '',
      }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      amount_total: 1500,
      currency: 'eur',
      metadata: { keep: 'yes' },
    });
    expect(response.json().metadata).not.toHaveProperty('drop');
  });

  it('answers unknown API paths in Stripe’s shape', async () => {
    const response = await payments.app.inject({
      method: 'GET',
      url: '/v1/customers',
      headers: apiHeaders(),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.type).toBe('invalid_request_error');
  });

  it('refuses a parameter that is both a value and a hash', async () => {
    const response = await payments.app.inject({
      method: 'POST',
      url: '/v1/checkout/sessions',
      headers: apiHeaders(),
      payload: 'metadata=x&metadata[a]=b',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      type: 'invalid_request_error',
      param: 'metadata[a]',
    });
  });

  it('answers 409 while the first request with a key is still running', async () => {
    const store = payments.app.payments.idempotency;
    expect(store.begin('busy')).toBe(true);
    const response = await payments.app.inject({
      method: 'POST',
      url: '/v1/checkout/sessions',
      headers: { ...apiHeaders(), 'idempotency-key': 'busy' },
      payload: formEncode({ mode: 'payment' }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('idempotency_key_in_use');
    store.end('busy');
  });
});

describe('persistence', () => {
  it('keeps sessions and idempotent answers across a restart', async () => {
    const session = await stripe.checkout.sessions.create(standardPackParams(), {
      idempotencyKey: 'persist',
    });
    await payments.restart();
    stripe = await payments.stripe();
    expect(await stripe.checkout.sessions.retrieve(session.id)).toEqual({ ...session });
    const replay = await stripe.checkout.sessions.create(standardPackParams(), {
      idempotencyKey: 'persist',
    });
    expect(replay.id).toBe(session.id);
  });
});
