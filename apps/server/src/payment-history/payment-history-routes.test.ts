import { ErrorBodySchema, PaymentHistorySchema } from '@rewright/contracts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPayment } from '../payments/payment-repository';
import { createTestApp, type SignedUpUser, type TestApp } from '../test-app';

let t: TestApp;
let ada: SignedUpUser;
let grace: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp();
  ada = await t.signUp('history-ada');
  grace = await t.signUp('history-grace');
  // Twelve checkouts, one minute apart, the newest last.
  for (let i = 0; i < 12; i += 1) {
    await insertPayment(t.database.db, {
      userId: ada.userId,
      providerSessionId: `cs_history_${i}`,
      amount: 9900,
      currency: 'usd',
      credits: 250,
      status: i === 11 ? 'pending' : 'succeeded',
      description: `checkout ${i}`,
      planType: 'Standard Pack',
      createdAt: new Date(Date.UTC(2026, 0, 1, 12, i)),
    });
  }
});
afterAll(() => t.close());

const history = (user: SignedUpUser, path: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/payment-history/user/${path}`,
    headers: user.headers,
  });
const record = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/payment-history/', headers, payload });

describe('GET /api/v1/payment-history/user/:userId', () => {
  it("answers the caller's payments, newest first, 10 by default, with amounts only where money was taken", async () => {
    const response = await history(ada, ada.userId);
    expect(response.statusCode).toBe(200);
    const items = PaymentHistorySchema.parse(response.json());
    expect(items).toHaveLength(10);
    expect(items[0]).toEqual({
      id: expect.any(String),
      created: '2026-01-01T12:11:00.000Z',
      description: 'checkout 11',
      amount: null,
      currency: 'USD',
      plan_type: 'Standard Pack',
      status: 'pending',
    });
    expect(items[1]).toMatchObject({
      description: 'checkout 10',
      amount: '99',
      status: 'succeeded',
    });
  });

  it('pages with skip and limit, and accepts the token subject as the id', async () => {
    const items = PaymentHistorySchema.parse(
      (await history(ada, 'history-ada?skip=10&limit=100')).json(),
    );
    expect(items.map((item) => item.description)).toEqual(['checkout 1', 'checkout 0']);
  });

  it("refuses someone else's id (403), a bad page (400) and a missing token (401)", async () => {
    const other = await history(grace, ada.userId);
    expect(other.statusCode).toBe(403);
    expect(ErrorBodySchema.parse(other.json()).error.code).toBe('forbidden');
    expect((await history(ada, `${ada.userId}?limit=101`)).statusCode).toBe(400);
    expect((await history(ada, `${ada.userId}?skip=-1`)).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/v1/payment-history/user/${ada.userId}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

// The cancellation itself (a checkout's row moving to cancelled, the provider's session expired)
// is tested with the payment emulator in src/payments/cancel-checkout.test.ts.
describe('POST /api/v1/payment-history/', () => {
  it('refuses anything but a cancellation of a named checkout (400), for the caller only (403)', async () => {
    const paid = await record(grace.headers, {
      user_id: grace.userId,
      checkout_id: randomUUID(),
      status: 'succeeded',
      amount: 99,
    });
    expect(paid.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(paid.json()).error.message).toBe(
      'status: Only a cancellation can be recorded.',
    );
    const unnamed = await record(grace.headers, { user_id: grace.userId, status: 'cancelled' });
    expect(unnamed.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(unnamed.json()).error.message).toBe(
      'checkout_id: Name the checkout that was cancelled.',
    );
    const other = await record(grace.headers, {
      user_id: ada.userId,
      checkout_id: randomUUID(),
      status: 'cancelled',
    });
    expect(other.statusCode).toBe(403);
    const anonymous = await record(
      {},
      { user_id: grace.userId, checkout_id: randomUUID(), status: 'cancelled' },
    );
    expect(anonymous.statusCode).toBe(401);
  });

  it("answers 404 for a checkout that is not the caller's, and adds no row", async () => {
    const [adasCheckout] = PaymentHistorySchema.parse((await history(ada, ada.userId)).json());
    for (const checkoutId of [randomUUID(), adasCheckout!.id]) {
      const response = await record(grace.headers, {
        user_id: grace.userId,
        checkout_id: checkoutId,
        status: 'cancelled',
      });
      expect(response.statusCode).toBe(404);
      expect(ErrorBodySchema.parse(response.json()).error.message).toBe('No such checkout exists.');
    }
    expect(PaymentHistorySchema.parse((await history(grace, grace.userId)).json())).toEqual([]);
    expect(PaymentHistorySchema.parse((await history(ada, ada.userId)).json())[0]?.status).toBe(
      'pending',
    );
  });
});
