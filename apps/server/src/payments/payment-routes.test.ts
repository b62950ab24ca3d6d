import {
  CheckoutSessionCreatedSchema,
  ErrorBodySchema,
  PaymentVerificationSchema,
} from '@rewright/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, payments } from '../db/schema';
import { createTestApp, type SignedUpUser, type TestApp } from '../test-app';
import { emailRequiredMessage } from './checkout-session';
import {
  payOnHostedPage,
  startAppWithPaymentEmulator,
  type PaymentEmulator,
  type RecordedDelivery,
} from './test-payment-provider';

let emulator: PaymentEmulator;
let t: TestApp;

beforeAll(async () => {
  ({ app: t, emulator } = await startAppWithPaymentEmulator('http://localhost:18901'));
}, 60_000);
afterAll(async () => {
  await t?.close();
  await emulator?.stop();
});

const post = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers, payload });
const startCheckout = (user: SignedUpUser, body: object = { plan_type: 'standard' }) =>
  post('/stripe/create-checkout-session', user.headers, body);
const verify = (user: SignedUpUser, sessionId: string) =>
  post('/stripe/verify-payment', user.headers, { session_id: sessionId });
/** Delivers recorded webhook bytes to the app exactly as the emulator sent them. */
const deliver = (
  delivery: RecordedDelivery,
  signature = String(delivery.headers['stripe-signature']),
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/stripe/webhook',
    headers: {
      'content-type': String(delivery.headers['content-type']),
      'stripe-signature': signature,
    },
    payload: delivery.body,
  });

const purchasesOf = (userId: string) =>
  t.database.db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.kind, 'purchase')));
const paymentOf = async (sessionId: string) =>
  (await t.database.db.select().from(payments).where(eq(payments.providerSessionId, sessionId)))[0];
const creditsOf = async (user: SignedUpUser) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/v1/dashboard/stats', headers: user.headers })
  ).json();

async function paidCheckout(user: SignedUpUser): Promise<string> {
  const created = CheckoutSessionCreatedSchema.parse((await startCheckout(user)).json());
  const paid = await payOnHostedPage(created.checkout_url);
  expect(paid.status).toBe(303);
  return created.session_id;
}

describe('GET /api/v1/stripe/health', () => {
  it('answers 200 while the provider answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/stripe/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers 502 when the provider refuses our key or cannot be reached', async () => {
    const environments: Record<string, string>[] = [
      { STRIPE_API_URL: emulator.apiUrl, STRIPE_SECRET_KEY: 'sk_test_wrong' },
      { STRIPE_API_URL: 'http://127.0.0.1:1' },
    ];
    for (const env of environments) {
      const other = await createTestApp({ env, database: t.database });
      const response = await other.app.inject({ method: 'GET', url: '/api/v1/stripe/health' });
      expect(response.statusCode).toBe(502);
      expect(ErrorBodySchema.parse(response.json()).error.code).toBe('provider_unavailable');
      await other.app.close();
    }
  });
});

describe('POST /api/v1/stripe/create-checkout-session', () => {
  it('creates the provider session from the plan table, whatever price the client sends', async () => {
    const ada = await t.signUp('pay-ada');
    const response = await startCheckout(ada, {
      plan_type: 'standard',
      customer_email: 'ada@example.com',
      metadata: { plan: 'standard', price: 1, timestamp: Date.now() },
    });
    expect(response.statusCode).toBe(200);
    const created = CheckoutSessionCreatedSchema.parse(response.json());
    expect(created.checkout_url).toMatch(new RegExp(`^${emulator.apiUrl}/c/pay/cs_test_`));

    const session = await emulator.stripe.checkout.sessions.retrieve(created.session_id);
    expect(session).toMatchObject({
      amount_total: 9900,
      currency: 'usd',
      customer_email: 'pay-ada@example.com',
      client_reference_id: ada.userId,
      metadata: { user_id: ada.userId, plan: 'standard-pack', credits: '250' },
      success_url: 'http://localhost:18901/payment-success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: expect.stringMatching(
        /^http:\/\/localhost:18901\/payment-cancelled\?checkout=[0-9a-f-]{36}$/,
      ),
      payment_status: 'unpaid',
    });
    const row = await paymentOf(created.session_id);
    expect(session.cancel_url).toBe(`http://localhost:18901/payment-cancelled?checkout=${row?.id}`);
    expect(row).toMatchObject({
      userId: ada.userId,
      amount: 9900,
      credits: 250,
      status: 'pending',
      planType: 'Standard Pack',
    });
  });

  it.each([
    ['free', 'The Free Pack is free: there is nothing to pay.'],
    ['Enterprise Pack', 'The Enterprise Pack is priced individually: contact us to buy it.'],
    ['gold', 'Unknown plan selected.'],
  ])('refuses the plan %s (400)', async (planType, message) => {
    const user = await t.signUp(`pay-plan-${planType.replace(/\W/g, '')}`);
    const response = await startCheckout(user, { plan_type: planType });
    expect(response.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(response.json()).error.message).toBe(message);
  });

  it("requires an email: the token's, else the body's", async () => {
    const noEmail = await t.signUp('pay-no-email', { email: '' });
    const refused = await startCheckout(noEmail);
    expect(refused.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(refused.json()).error.message).toBe(emailRequiredMessage);

    const fromBody = await startCheckout(noEmail, {
      plan_type: 'Standard Pack',
      customer_email: 'billing@example.com',
    });
    expect(fromBody.statusCode).toBe(200);
    const session = await emulator.stripe.checkout.sessions.retrieve(fromBody.json().session_id);
    expect(session.customer_email).toBe('billing@example.com');
  });

  it('refuses bad input (400), a missing token (401) and an unregistered caller (404)', async () => {
    const user = await t.signUp('pay-bad-input');
    expect((await startCheckout(user, {})).statusCode).toBe(400);
    expect(
      (await startCheckout(user, { plan_type: 'standard', customer_email: 'x' })).statusCode,
    ).toBe(400);
    expect(
      (await post('/stripe/create-checkout-session', {}, { plan_type: 'standard' })).statusCode,
    ).toBe(401);
    const stranger = { authorization: `Bearer ${await t.tokens.mint({ sub: 'nobody' })}` };
    expect(
      (await post('/stripe/create-checkout-session', stranger, { plan_type: 'standard' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('POST /api/v1/stripe/verify-payment', () => {
  it('answers success: false and adds nothing while the session is unpaid or the card is declined', async () => {
    const lin = await t.signUp('verify-lin');
    const created = CheckoutSessionCreatedSchema.parse((await startCheckout(lin)).json());
    const declined = await payOnHostedPage(created.checkout_url, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(declined.body).toContain('Your card was declined.');

    const response = await verify(lin, created.session_id);
    expect(response.statusCode).toBe(200);
    expect(PaymentVerificationSchema.parse(response.json())).toMatchObject({
      success: false,
      payment_status: 'unpaid',
      credits_added: 0,
      total_credits: 25,
    });
    expect(await purchasesOf(lin.userId)).toHaveLength(0);
  });

  it('credits a paid checkout once and answers the verification result', async () => {
    const ada = await t.signUp('verify-ada');
    const sessionId = await paidCheckout(ada);
    const response = await verify(ada, sessionId);
    expect(response.statusCode).toBe(200);
    expect(PaymentVerificationSchema.parse(response.json())).toEqual({
      success: true,
      session_id: sessionId,
      payment_status: 'paid',
      customer_email: 'verify-ada@example.com',
      amount_total: 9900,
      currency: 'usd',
      metadata: { plan: 'Standard Pack', description: 'Standard Pack: 250 credits' },
      credits_added: 250,
      total_credits: 275,
      remaining_credits: 275,
    });
    expect((await verify(ada, sessionId)).json().total_credits).toBe(275);
    expect((await paymentOf(sessionId))?.status).toBe('succeeded');
  });

  it("refuses someone else's session (403) and changes nothing", async () => {
    const owner = await t.signUp('verify-owner');
    const thief = await t.signUp('verify-thief');
    const sessionId = await paidCheckout(owner);
    const response = await verify(thief, sessionId);
    expect(response.statusCode).toBe(403);
    expect(await purchasesOf(owner.userId)).toHaveLength(0);
    expect(await purchasesOf(thief.userId)).toHaveLength(0);
  });

  it('answers 404 for an unknown session, 400 without a session id, 401 without a token', async () => {
    const user = await t.signUp('verify-bad');
    expect((await verify(user, 'cs_test_does_not_exist')).statusCode).toBe(404);
    expect((await post('/stripe/verify-payment', user.headers, {})).statusCode).toBe(400);
    expect((await post('/stripe/verify-payment', {}, { session_id: 'cs_x' })).statusCode).toBe(401);
  });
});

describe('POST /api/v1/stripe/webhook', () => {
  it('adds 250 credits exactly once for 50 concurrent verify calls and 3 duplicate deliveries', async () => {
    const grace = await t.signUp('race-grace');
    const sessionId = await paidCheckout(grace);
    const delivery = await emulator.waitForDelivery('checkout.session.completed', sessionId);

    const responses = await Promise.all([
      ...Array.from({ length: 50 }, () => verify(grace, sessionId)),
      deliver(delivery),
      deliver(delivery),
      deliver(delivery),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual(Array(53).fill(200));
    const purchases = await purchasesOf(grace.userId);
    expect(purchases.map((row) => [row.delta, row.reference])).toEqual([[250, sessionId]]);
    expect(await creditsOf(grace)).toMatchObject({
      total_credits: 275,
      current_plan: 'Standard Pack',
    });
  });

  it('fulfils from the webhook alone, for a buyer who never returns to the site', async () => {
    const mo = await t.signUp('webhook-mo');
    const sessionId = await paidCheckout(mo);
    const response = await deliver(
      await emulator.waitForDelivery('checkout.session.completed', sessionId),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect((await purchasesOf(mo.userId)).map((row) => row.delta)).toEqual([250]);
    expect((await paymentOf(sessionId))?.status).toBe('succeeded');
  });

  it('refuses a bad signature or altered bytes (400) and changes nothing', async () => {
    const eve = await t.signUp('webhook-eve');
    const sessionId = await paidCheckout(eve);
    const delivery = await emulator.waitForDelivery('checkout.session.completed', sessionId);
    const forged = emulator.stripe.webhooks.generateTestHeaderString({
      payload: delivery.body.toString('utf8'),
      secret: 'whsec_not_ours',
    });
    const altered = {
      ...delivery,
      body: Buffer.from(delivery.body.toString('utf8').replace('"paid"', '"paid" ')),
    };

    for (const response of [
      await deliver(delivery, forged),
      await deliver(altered),
      await t.app.inject({ method: 'POST', url: '/api/v1/stripe/webhook', payload: delivery.body }),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(ErrorBodySchema.parse(response.json()).error.code).toBe('invalid_input');
    }
    expect(await purchasesOf(eve.userId)).toHaveLength(0);
    expect((await paymentOf(sessionId))?.status).toBe('pending');
  });

  it('marks an expired checkout expired', async () => {
    const kim = await t.signUp('webhook-kim');
    const { session_id: sessionId } = (await startCheckout(kim)).json();
    await emulator.stripe.checkout.sessions.expire(sessionId);
    const response = await deliver(
      await emulator.waitForDelivery('checkout.session.expired', sessionId),
    );
    expect(response.statusCode).toBe(200);
    expect((await paymentOf(sessionId))?.status).toBe('expired');
    expect(await purchasesOf(kim.userId)).toHaveLength(0);
  });

  it('acknowledges a correctly signed event of another type without acting on it', async () => {
    const payload = JSON.stringify({
      id: 'evt_other',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1' } },
    });
    const signature = emulator.stripe.webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_rewright_local',
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
  });
});
