import {
  DashboardStatsSchema,
  ErrorBodySchema,
  WebsiteDashboardStatsSchema,
} from '@rewright/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantPurchaseCredits } from '../credits/purchase-grant';
import { plans } from '../db/schema';
import { insertPayment } from '../payments/payment-repository';
import { planCatalogueOf } from '../plans/plan-catalogue';
import { findPlanByType } from '../plans/plan-lookup';
import { createTestApp, type TestApp } from '../test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url, headers });

/** A fulfilled Standard Pack purchase, written as fulfilment writes it. */
async function purchaseStandardPack(userId: string, sessionId: string) {
  const plan = (await findPlanByType(t.database.db, 'standard'))!;
  await insertPayment(t.database.db, {
    userId,
    providerSessionId: sessionId,
    planId: plan.id,
    amount: plan.amount!,
    currency: 'usd',
    credits: plan.credits!,
    status: 'succeeded',
    planType: plan.name,
  });
  await grantPurchaseCredits(t.database.db, {
    userId,
    credits: plan.credits!,
    checkoutSessionId: sessionId,
    planName: plan.name,
  });
}

describe('GET /api/v1/dashboard/stats_website', () => {
  it('answers a new user: 25 credits, none used, the Free Pack and its features', async () => {
    const ada = await t.signUp('dash-ada');
    const response = await get('/api/v1/dashboard/stats_website', ada.headers);
    expect(response.statusCode).toBe(200);
    const stats = WebsiteDashboardStatsSchema.parse(response.json());
    expect(stats).toMatchObject({
      user_id: ada.userId,
      user_name: 'dash-ada',
      user_email: 'dash-ada@example.com',
      first_name: '',
      last_name: '',
      total_credits: 25,
      credits_used: 0,
      current_plan: 'Free Pack',
    });
    expect(stats.plan_features.active_features).toContain('basic_test_conversion');
  });

  it('follows the ledger and the last purchased pack', async () => {
    const grace = await t.signUp('dash-grace');
    await purchaseStandardPack(grace.userId, 'cs_dash_grace');
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/credits/consume',
      headers: grace.headers,
      payload: { amount: 11, idempotency_key: 'dash-1' },
    });
    const stats = WebsiteDashboardStatsSchema.parse(
      (await get('/api/v1/dashboard/stats_website', grace.headers)).json(),
    );
    expect(stats).toMatchObject({
      total_credits: 275,
      credits_used: 11,
      current_plan: 'Standard Pack',
    });
    expect(stats.plan_features.active_features).toContain('ci_cd_integration');
  });

  it('needs a token, and a registered caller', async () => {
    expect((await get('/api/v1/dashboard/stats_website', {})).statusCode).toBe(401);
    const stranger = { authorization: `Bearer ${await t.tokens.mint({ sub: 'nobody' })}` };
    const response = await get('/api/v1/dashboard/stats_website', stranger);
    expect(response.statusCode).toBe(404);
    expect(ErrorBodySchema.parse(response.json()).error.code).toBe('user_not_found');
  });
});

describe('GET /api/v1/dashboard/stats', () => {
  it('adds remaining credits and the rounded usage percentage', async () => {
    const lin = await t.signUp('dash-lin');
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/credits/consume',
      headers: lin.headers,
      payload: { amount: 2, idempotency_key: 'dash-2' },
    });
    const response = await get('/api/v1/dashboard/stats', lin.headers);
    expect(response.statusCode).toBe(200);
    expect(DashboardStatsSchema.parse(response.json())).toMatchObject({
      total_credits: 25,
      credits_used: 2,
      remaining_credits: 23,
      usage_percentage: 8,
    });
  });

  it('needs a token', async () => {
    expect((await get('/api/v1/dashboard/stats', {})).statusCode).toBe(401);
  });
});

describe('a pack that lists no features', () => {
  it('shows the spec section 9 defaults', async () => {
    await t.database.db
      .update(plans)
      .set({ activeFeatures: [], inactiveFeatures: [] })
      .where(eq(plans.slug, 'free-pack'));
    // Plans change through migrations; a write beside them tells the catalogue to read them again.
    planCatalogueOf(t.database.db).invalidate();
    const mo = await t.signUp('dash-mo');
    const stats = WebsiteDashboardStatsSchema.parse(
      (await get('/api/v1/dashboard/stats_website', mo.headers)).json(),
    );
    expect(stats.current_plan).toBe('Free Pack');
    expect(stats.plan_features).toEqual({
      active_features: [
        'basic_test_conversion',
        'cross_browser_support',
        'test_reporting',
        'ci_cd_integration',
        'email_support',
      ],
      inactive_features: ['priority_support', 'advanced_analytics'],
    });
  });
});
