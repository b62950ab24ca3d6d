import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCreditBalance } from '../credits/credit-balance';
import type { Database } from '../db/database';
import { creditLedger } from '../db/schema';
import { createTestDatabase } from '../db/test-database';
import { findPlanByType } from '../plans/plan-lookup';
import { registerUser } from '../users/registration';
import { fulfilCheckout, type CheckoutSessionTruth } from './fulfil-checkout';
import { findPaymentBySessionId, insertPayment } from './payment-repository';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** A user with a pending Standard Pack checkout, as create-checkout-session leaves it. */
async function pendingCheckout(sub: string, sessionId: string) {
  const { profile } = await registerUser(
    database.db,
    { sub, email: `${sub}@example.com`, username: sub, firstName: '', lastName: '' },
    {},
  );
  const plan = (await findPlanByType(database.db, 'standard'))!;
  await insertPayment(database.db, {
    userId: profile.id,
    providerSessionId: sessionId,
    planId: plan.id,
    amount: plan.amount!,
    currency: 'usd',
    credits: plan.credits!,
    status: 'pending',
    planType: plan.name,
  });
  const session: CheckoutSessionTruth = {
    id: sessionId,
    payment_status: 'paid',
    amount_total: 9900,
    currency: 'usd',
    client_reference_id: profile.id,
    customer_email: `${sub}@example.com`,
    customer_details: { email: 'card-holder@example.com' },
  };
  return { userId: profile.id, session };
}

describe('fulfilCheckout', () => {
  it('grants the credits exactly once across 50 concurrent calls', async () => {
    const { userId, session } = await pendingCheckout('f-ada', 'cs_f_ada');
    const results = await Promise.all(
      Array.from({ length: 50 }, () => fulfilCheckout(database.db, session)),
    );
    expect(
      results.filter((result) => result.outcome === 'fulfilled' && result.grantedNow),
    ).toHaveLength(1);
    expect(await getCreditBalance(database.db, userId)).toMatchObject({ total: 275 });
    expect(await findPaymentBySessionId(database.db, 'cs_f_ada')).toMatchObject({
      status: 'succeeded',
      customerEmail: 'card-holder@example.com',
    });
  });

  it('does nothing for an unpaid session', async () => {
    const { userId, session } = await pendingCheckout('f-lin', 'cs_f_lin');
    const result = await fulfilCheckout(database.db, { ...session, payment_status: 'unpaid' });
    expect(result.outcome).toBe('unpaid');
    expect((await getCreditBalance(database.db, userId)).total).toBe(25);
  });

  it('refuses a session whose amount or owner differs from what was asked for', async () => {
    const { userId, session } = await pendingCheckout('f-eve', 'cs_f_eve');
    for (const tampered of [
      { ...session, amount_total: 100 },
      { ...session, currency: 'eur' },
      { ...session, client_reference_id: 'someone-else' },
    ]) {
      await expect(fulfilCheckout(database.db, tampered)).rejects.toMatchObject({
        code: 'conflict',
      });
    }
    const rows = await database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.reference, 'cs_f_eve'));
    expect(rows).toHaveLength(0);
    expect((await getCreditBalance(database.db, userId)).total).toBe(25);
  });

  it('ignores a session this server never started', async () => {
    const result = await fulfilCheckout(database.db, {
      id: 'cs_elsewhere',
      payment_status: 'paid',
      amount_total: 9900,
      currency: 'usd',
      client_reference_id: null,
      customer_email: null,
    });
    expect(result).toEqual({ outcome: 'unknown_session' });
  });
});
