import { WebsiteDashboardStatsSchema } from '@rewright/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { creditLedger, users } from '../db/schema';
import { fulfilCheckout } from '../payments/fulfil-checkout';
import { insertPayment } from '../payments/payment-repository';
import { findPlanByType } from '../plans/plan-lookup';
import { createTestApp, type SignedUpUser, type TestApp } from '../test-app';

/**
 * The dashboard answers from memory (stats-cache.ts), so every test first reads the stats (which
 * fills the cache), then writes, then reads again: without the invalidation the second read
 * answers the first one's figures.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // On PostgreSQL the listening connection opens beside the app; until it listens, no cache.
  await vi.waitFor(() => expect(t.app.dashboardStatsCache.listening).toBe(true));
});
afterAll(() => t.close());

const stats = async (user: SignedUpUser) => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/v1/dashboard/stats_website',
    headers: user.headers,
  });
  expect(response.statusCode).toBe(200);
  return WebsiteDashboardStatsSchema.parse(response.json());
};

/**
 * A write made outside a request (another instance, an operator, fulfilment in the background):
 * on PGlite its notification arrives before the write's statement returns; on PostgreSQL on the
 * listening connection a moment later.
 */
const statsAfterNotification = async (
  user: SignedUpUser,
  expected: Partial<Awaited<ReturnType<typeof stats>>>,
) => {
  if (t.database.driver === 'pglite') expect(await stats(user)).toMatchObject(expected);
  else await vi.waitFor(async () => expect(await stats(user)).toMatchObject(expected));
};

describe('the dashboard stats, answered from memory', () => {
  it('show a consume in the answer right after it', async () => {
    const ada = await t.signUp('cache-ada');
    expect(await stats(ada)).toMatchObject({ total_credits: 25, credits_used: 0 });
    expect(t.app.dashboardStatsCache.size).toBeGreaterThan(0);

    const consumed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/credits/consume',
      headers: ada.headers,
      payload: { amount: 3, idempotency_key: 'cache-ada-1' },
    });
    expect(consumed.statusCode).toBe(201);
    expect(await stats(ada)).toMatchObject({ total_credits: 25, credits_used: 3 });
  });

  it('show a purchase once fulfilment has credited it', async () => {
    const grace = await t.signUp('cache-grace');
    const plan = (await findPlanByType(t.database.db, 'standard'))!;
    await insertPayment(t.database.db, {
      userId: grace.userId,
      providerSessionId: 'cs_cache_grace',
      planId: plan.id,
      amount: plan.amount!,
      currency: 'usd',
      credits: plan.credits!,
      status: 'pending',
      planType: plan.name,
    });
    expect(await stats(grace)).toMatchObject({ total_credits: 25, current_plan: 'Free Pack' });

    const fulfilment = await fulfilCheckout(t.database.db, {
      id: 'cs_cache_grace',
      payment_status: 'paid',
      amount_total: plan.amount,
      currency: 'usd',
      client_reference_id: grace.userId,
      customer_email: null,
    });
    expect(fulfilment.outcome).toBe('fulfilled');
    await statsAfterNotification(grace, { total_credits: 275, current_plan: 'Standard Pack' });
  });

  it('show a profile change written straight into the database', async () => {
    const lin = await t.signUp('cache-lin');
    expect(await stats(lin)).toMatchObject({ first_name: '', last_name: '' });
    await t.database.db
      .update(users)
      .set({ firstName: 'Lin', lastName: 'Wei' })
      .where(eq(users.id, lin.userId));
    await statsAfterNotification(lin, { first_name: 'Lin', last_name: 'Wei' });
  });

  it('show credits granted by plain SQL, as another server instance would write them', async () => {
    const mo = await t.signUp('cache-mo');
    expect(await stats(mo)).toMatchObject({ total_credits: 25 });
    await t.database.db.execute(
      sql`insert into ${creditLedger} (user_id, delta, kind, reference)
          values (${mo.userId}, 5, 'purchase', 'cache-mo-grant')`,
    );
    await statsAfterNotification(mo, { total_credits: 30 });
  });

  it('stay per user: one user’s write leaves another’s entry in place', async () => {
    const kim = await t.signUp('cache-kim');
    const lee = await t.signUp('cache-lee');
    await stats(kim);
    await stats(lee);
    const cached = t.app.dashboardStatsCache.get('cache-lee');
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/credits/consume',
      headers: kim.headers,
      payload: { amount: 1, idempotency_key: 'cache-kim-1' },
    });
    expect(await stats(kim)).toMatchObject({ credits_used: 1 });
    expect(t.app.dashboardStatsCache.get('cache-lee')).toBe(cached);
  });
});
