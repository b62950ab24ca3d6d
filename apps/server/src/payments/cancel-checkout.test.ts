import {
  CheckoutSessionCreatedSchema,
  PaymentHistoryItemSchema,
  PaymentHistorySchema,
} from '@rewright/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger } from '../db/schema';
import type { SignedUpUser, TestApp } from '../test-app';
import {
  payOnHostedPage,
  startAppWithPaymentEmulator,
  type PaymentEmulator,
  type RecordedDelivery,
} from './test-payment-provider';

let emulator: PaymentEmulator;
let t: TestApp;

beforeAll(async () => {
  ({ app: t, emulator } = await startAppWithPaymentEmulator('http://localhost:18902'));
}, 60_000);
afterAll(async () => {
  await t?.close();
  await emulator?.stop();
});

interface Checkout {
  sessionId: string;
  checkoutUrl: string;
  /** The `checkout` parameter of the provider's cancel address, as the cancel page reads it. */
  checkoutId: string;
}

async function startCheckout(user: SignedUpUser): Promise<Checkout> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/stripe/create-checkout-session',
    headers: user.headers,
    payload: { plan_type: 'standard' },
  });
  const created = CheckoutSessionCreatedSchema.parse(response.json());
  const session = await emulator.stripe.checkout.sessions.retrieve(created.session_id);
  const checkoutId = new URL(session.cancel_url!).searchParams.get('checkout')!;
  return { sessionId: created.session_id, checkoutUrl: created.checkout_url, checkoutId };
}

const cancel = (user: SignedUpUser, checkoutId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/payment-history/',
    headers: user.headers,
    payload: {
      user_id: user.userId,
      checkout_id: checkoutId,
      amount: 99,
      currency: 'usd',
      status: 'cancelled',
      description: 'Standard Pack payment cancelled',
      plan_type: 'Standard Pack',
    },
  });
const historyOf = async (user: SignedUpUser) =>
  PaymentHistorySchema.parse(
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/payment-history/user/${user.userId}?limit=100`,
        headers: user.headers,
      })
    ).json(),
  );
const deliver = (delivery: RecordedDelivery) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/stripe/webhook',
    headers: {
      'content-type': String(delivery.headers['content-type']),
      'stripe-signature': String(delivery.headers['stripe-signature']),
    },
    payload: delivery.body,
  });
const purchasesOf = (userId: string) =>
  t.database.db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.kind, 'purchase')));

describe('one history row per checkout', () => {
  it('lists an open checkout once, pending and without a charged amount', async () => {
    const ada = await t.signUp('rows-ada');
    const checkout = await startCheckout(ada);
    expect(checkout.checkoutId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await historyOf(ada)).toEqual([
      expect.objectContaining({
        id: checkout.checkoutId,
        status: 'pending',
        amount: null,
        plan_type: 'Standard Pack',
      }),
    ]);
  });

  it("cancelling changes the checkout's own row, expires the provider's session, and a repeat changes nothing", async () => {
    const bo = await t.signUp('rows-bo');
    const checkout = await startCheckout(bo);

    const response = await cancel(bo, checkout.checkoutId);
    expect(response.statusCode).toBe(201);
    expect(PaymentHistoryItemSchema.parse(response.json())).toMatchObject({
      id: checkout.checkoutId,
      status: 'cancelled',
      amount: null,
    });
    expect((await cancel(bo, checkout.checkoutId)).json()).toMatchObject({ status: 'cancelled' });
    expect((await historyOf(bo)).map((row) => [row.status, row.amount])).toEqual([
      ['cancelled', null],
    ]);

    // The provider's session is closed: the hosted page no longer takes the card.
    expect((await emulator.stripe.checkout.sessions.retrieve(checkout.sessionId)).status).toBe(
      'expired',
    );
    expect((await payOnHostedPage(checkout.checkoutUrl)).status).not.toBe(303);
    // Its expiry webhook arrives afterwards and leaves the row cancelled.
    const expired = await emulator.waitForDelivery('checkout.session.expired', checkout.sessionId);
    expect((await deliver(expired)).statusCode).toBe(200);
    expect((await historyOf(bo)).map((row) => row.status)).toEqual(['cancelled']);
    expect(await purchasesOf(bo.userId)).toHaveLength(0);
  });

  it('a checkout paid before the cancellation arrives stays paid and credited once', async () => {
    const cy = await t.signUp('rows-cy');
    const checkout = await startCheckout(cy);
    expect((await payOnHostedPage(checkout.checkoutUrl)).status).toBe(303);

    const response = await cancel(cy, checkout.checkoutId);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: 'succeeded', amount: '99' });
    const completed = await emulator.waitForDelivery(
      'checkout.session.completed',
      checkout.sessionId,
    );
    expect((await deliver(completed)).statusCode).toBe(200);
    expect((await historyOf(cy)).map((row) => [row.status, row.amount])).toEqual([
      ['succeeded', '99'],
    ]);
    expect((await purchasesOf(cy.userId)).map((row) => row.delta)).toEqual([250]);
  });

  it('a checkout left open moves to expired when the provider expires it, still without an amount', async () => {
    const di = await t.signUp('rows-di');
    const paid = await startCheckout(di);
    expect((await payOnHostedPage(paid.checkoutUrl)).status).toBe(303);
    await deliver(await emulator.waitForDelivery('checkout.session.completed', paid.sessionId));
    const abandoned = await startCheckout(di);

    await emulator.stripe.checkout.sessions.expire(abandoned.sessionId);
    await deliver(await emulator.waitForDelivery('checkout.session.expired', abandoned.sessionId));

    expect(
      (await historyOf(di)).map((row) => [row.id === abandoned.checkoutId, row.status, row.amount]),
    ).toEqual([
      [true, 'expired', null],
      [false, 'succeeded', '99'],
    ]);
    // Cancelling an expired checkout (the cancel page reloaded a day later) changes nothing.
    expect((await cancel(di, abandoned.checkoutId)).json()).toMatchObject({ status: 'expired' });
  });
});
