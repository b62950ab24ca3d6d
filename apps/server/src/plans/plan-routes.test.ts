import {
  ErrorBodySchema,
  listPlanConfigsOperation,
  listPublicPlanConfigsOperation,
  PublicPlanConfigsSchema,
} from '@rewright/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { plans } from '../db/schema';
import { recordAnsweredStatuses } from '../test-answered-statuses';
import { createTestApp, type TestApp } from '../test-app';
import { createPlanCatalogueCache } from './plan-catalogue';

let t: TestApp;
let statuses: ReturnType<typeof recordAnsweredStatuses>;
beforeAll(async () => {
  t = await createTestApp();
  statuses = recordAnsweredStatuses(t.app);
});
afterAll(() => t.close());

const summary = (body: unknown) =>
  PublicPlanConfigsSchema.parse(body).map(({ name, amount, credits }) => ({
    name,
    amount,
    credits,
  }));

const seeded = [
  { name: 'Free Pack', amount: 0, credits: 25 },
  { name: 'Standard Pack', amount: 99, credits: 250 },
  { name: 'Enterprise Pack', amount: null, credits: null },
];

describe('GET /api/v1/plans/configs/public', () => {
  it('answers the public plans as an array, in order, amounts in whole dollars', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/plans/configs/public' });
    expect(response.statusCode).toBe(200);
    expect(summary(response.json())).toEqual(seeded);
    expect(response.json()[1].features.active_features).toContain('ci_cd_integration');
  });
});

describe('GET /api/v1/plans/configs', () => {
  it('needs a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/plans/configs' });
    expect(response.statusCode).toBe(401);
    expect(ErrorBodySchema.parse(response.json()).error.code).toBe('unauthenticated');
  });

  it('answers the same plans to a signed-in caller', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/plans/configs',
      headers: { authorization: `Bearer ${await t.tokens.mint()}` },
    });
    expect(response.statusCode).toBe(200);
    expect(summary(response.json())).toEqual(seeded);
  });

  it('answers 304 to a signed-in caller holding the current list', async () => {
    const headers = { authorization: `Bearer ${await t.tokens.mint()}` };
    const url = '/api/v1/plans/configs';
    const first = await t.app.inject({ method: 'GET', url, headers });
    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...headers, 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('the public plans from memory', () => {
  const url = '/api/v1/plans/configs/public';

  it('carries an ETag and answers 304 without a body to a client holding that version', async () => {
    const first = await t.app.inject({ method: 'GET', url });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': '"x"' } });
    expect(other.statusCode).toBe(200);
  });

  it('answers while the plans table is locked: the request reads no table', async () => {
    let unlock!: () => void;
    const locked = new Promise<void>((resolve) => (unlock = resolve));
    let isLocked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (isLocked = resolve));
    const holder = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table ${plans} in access exclusive mode`);
      isLocked();
      await locked;
    });
    await lockTaken;
    try {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(summary(response.json())).toEqual(seeded);
    } finally {
      unlock();
      await holder;
    }
  });
});

describe('createPlanCatalogueCache', () => {
  it('serves what it holds past its age while it reloads, then the new rows; invalidate reloads at once', async () => {
    const cache = createPlanCatalogueCache(t.database.db, 0);
    const before = await cache.get();
    await t.database.db
      .insert(plans)
      .values({ name: 'Team Pack', slug: 'team-pack', amount: 4900, credits: 100, sortOrder: 9 });
    // Past its age: answered from memory at once, with one reload behind it.
    expect(await cache.get()).toBe(before);
    await vi.waitFor(async () => {
      expect((await cache.get()).publicPlans.map((plan) => plan.name)).toContain('Team Pack');
    });
    const reloaded = await cache.get();
    expect(reloaded.etag).not.toBe(before.etag);

    await t.database.db.delete(plans).where(eq(plans.slug, 'team-pack'));
    cache.invalidate();
    expect((await cache.get()).publicPlans.map((plan) => plan.name)).not.toContain('Team Pack');
  });
});

// Last: after the requests above met every status the routes answer.
describe('the plan operations of the contracts', () => {
  it('declare exactly the statuses the routes answered above (304 included)', () => {
    expect(statuses.driftOf([listPublicPlanConfigsOperation, listPlanConfigsOperation])).toEqual({
      undeclared: [],
      unmet: [],
    });
  });
});
