import type Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CookieJar,
  createTestPayments,
  formTokenOf,
  standardPackParams,
  type TestPayments,
} from '../test-harness.js';

let payments: TestPayments;
let stripe: Stripe;
let session: Stripe.Checkout.Session;
let jar: CookieJar;
let pagePath: string;

beforeEach(async () => {
  payments = await createTestPayments();
  stripe = await payments.stripe();
  session = await stripe.checkout.sessions.create(standardPackParams());
  pagePath = new URL(session.url!).pathname;
  jar = new CookieJar();
});
afterEach(() => payments.close());

async function openPage(path = pagePath) {
  const response = await payments.app.inject({ method: 'GET', url: path, headers: jar.header() });
  jar.store(response);
  return response;
}

const card = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '12 / 34',
  cvc: '123',
  name: 'Ada Buyer',
};

async function pay(fields: Record<string, string> = card, token?: string) {
  const page = await openPage();
  const response = await payments.app.inject({
    method: 'POST',
    url: pagePath,
    headers: { ...jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      form_token: token ?? formTokenOf(page.body),
      ...fields,
    }).toString(),
  });
  jar.store(response);
  return response;
}

describe('the hosted checkout page', () => {
  it('shows the item, the amount, the payer and a labelled card form, marked as a test page', async () => {
    const response = await openPage();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-security-policy']).toContain(
      "form-action 'self' http://localhost:8001",
    );
    const cookie = response.cookies.find((c) => c.name === 'REWRIGHT_PAY_FORM_TOKEN');
    expect(cookie).toMatchObject({ sameSite: 'Strict', httpOnly: true, path: '/c/' });
    const page = response.body;
    expect(page).toContain('Test mode');
    expect(page).toContain('Standard Pack');
    expect(page).toContain('$99.00');
    expect(page).toContain('buyer@example.com');
    for (const label of ['Card number', 'Expiry (MM / YY)', 'CVC', 'Name on card']) {
      expect(page).toContain(`>${label}</label>`);
    }
    expect(page).toContain('Pay $99.00');
    expect(page).not.toContain('name="email"');
  });

  it('pays with 4242 4242 4242 4242: 303 to success_url with the id, session complete and paid', async () => {
    const response = await pay();
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(
      `http://localhost:8001/payment-success?session_id=${session.id}`,
    );
    const paid = await stripe.checkout.sessions.retrieve(session.id);
    expect(paid).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      url: null,
      customer_details: { email: 'buyer@example.com', name: 'Ada Buyer' },
    });
    expect(paid.payment_intent).toMatch(/^pi_/);

    const again = await openPage();
    expect(again.body).toContain('This checkout session is already paid.');
  });

  it('declines 4000 0000 0000 0002 and leaves the session open', async () => {
    const response = await pay({ ...card, cardNumber: '4000 0000 0000 0002' });
    expect(response.statusCode).toBe(402);
    expect(response.body).toContain('<p class="alert" role="alert">Your card was declined.</p>');
    const still = await stripe.checkout.sessions.retrieve(session.id);
    expect(still).toMatchObject({ status: 'open', payment_status: 'unpaid', payment_intent: null });
    expect(payments.app.payments.events.recent(5)).toEqual([]);
  });

  it('shows what is wrong with the form, field by field, keeping what was typed except the CVC', async () => {
    const response = await pay({ cardNumber: '4242 4242', expiry: '13/30', cvc: '1', name: '' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Your card number is incomplete.');
    expect(response.body).toContain('Your card&#39;s expiration date is invalid.');
    expect(response.body).toContain('Your card&#39;s security code is incomplete.');
    expect(response.body).toContain('Enter the name on your card.');
    expect(response.body).toContain('value="4242 4242"');
    expect(response.body).not.toContain('value="1"');
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
  });

  it('asks for the email when the session has none, and records it', async () => {
    session = await stripe.checkout.sessions.create(
      standardPackParams({ customer_email: undefined }),
    );
    pagePath = new URL(session.url!).pathname;
    expect((await openPage()).body).toContain('name="email"');
    expect((await pay(card)).body).toContain('Enter your email address.');
    const response = await pay({ ...card, email: 'typed@example.com' });
    expect(response.statusCode).toBe(303);
    const paid = await stripe.checkout.sessions.retrieve(session.id);
    expect(paid.customer_details?.email).toBe('typed@example.com');
  });

  it('refuses a post without the form token (CSRF)', async () => {
    const response = await pay(card, 'x'.repeat(32));
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain('This page expired. Please try again.');
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
  });

  it('links Cancel to cancel_url and leaves the session open', async () => {
    const page = (await openPage()).body;
    expect(page).toContain('<a href="http://localhost:8001/payment-cancelled">Cancel payment</a>');
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
  });

  it('says so when the session expired, and takes no payment', async () => {
    // The buyer opened the page while the session was still open.
    const token = formTokenOf((await openPage()).body);
    await stripe.checkout.sessions.expire(session.id);
    const page = await openPage();
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('This checkout session has expired.');
    const response = await payments.app.inject({
      method: 'POST',
      url: pagePath,
      headers: { ...jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ form_token: token, ...card }).toString(),
    });
    expect(response.statusCode).toBe(410);
    expect((await stripe.checkout.sessions.retrieve(session.id)).payment_status).toBe('unpaid');
  });

  it('answers an unknown session with a not-found page', async () => {
    const response = await openPage('/c/pay/cs_test_unknown');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('This checkout session does not exist.');
  });

  it('serves its stylesheet', async () => {
    const response = await payments.app.inject({ method: 'GET', url: '/assets/payments.css' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/css');
  });
});
