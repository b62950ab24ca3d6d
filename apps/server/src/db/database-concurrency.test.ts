import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumeCredits } from '../credits/consume-credits';
import { getCreditBalance } from '../credits/credit-balance';
import { createTestApp, type TestApp } from '../test-app';
import { isUniqueViolation } from './database';
import { users } from './schema';

// Runs on the embedded database (on its own thread) by default and on PostgreSQL with DATABASE_URL.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A query that keeps the database busy for a while (seconds on PGlite). */
const slowQuery = () =>
  t.database.db.execute(sql`select count(*) from generate_series(1, 1000000) as n`);

/** Resolves true once `promise` settled, false while it is still pending. */
function tracker(promise: Promise<unknown>) {
  let settled = false;
  void promise.finally(() => (settled = true));
  return () => settled;
}

describe('the database works beside the event loop, not on it', () => {
  it('keeps the event loop turning while a long query runs', async () => {
    const query = slowQuery();
    const isDone = tracker(query);
    let turns = 0;
    while (!isDone()) {
      await new Promise((resolve) => setImmediate(resolve));
      turns += 1;
    }
    await query;
    // PGlite on the main thread ran the query in one synchronous stretch: no turn in between.
    expect(turns).toBeGreaterThan(20);
  });

  it('answers the pricing plans while a long query runs', async () => {
    await t.app.inject({ method: 'GET', url: '/api/v1/plans/configs/public' });
    const query = slowQuery();
    const isDone = tracker(query);
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/plans/configs/public' });
    expect(response.statusCode).toBe(200);
    expect(isDone()).toBe(false);
    await query;
  });
});

describe('transactions through the database client', () => {
  it('lets exactly 25 of 200 parallel single-credit consumptions through on 25 credits', async () => {
    const { userId } = await t.signUp('concurrency-200');
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) => consumeCredits(t.database.db, userId, 1, `c200-${i}`)),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(25);
    expect(await getCreditBalance(t.database.db, userId)).toEqual({
      total: 25,
      used: 25,
      remaining: 0,
    });
  });

  it('undoes a transaction that throws, and reports a unique violation with its code', async () => {
    const { userId } = await t.signUp('concurrency-rollback');
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.update(users).set({ company: 'Changed' }).where(eq(users.id, userId));
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(row?.company).toBe('');
    // Drizzle's date mapping still applies to rows the thread returns.
    expect(row?.createdAt).toBeInstanceOf(Date);

    const duplicate = await t.database.db
      .insert(users)
      .values({ keycloakId: 'concurrency-rollback', username: 'x', email: 'x@example.com' })
      .catch((error: unknown) => error);
    expect(isUniqueViolation(duplicate)).toBe(true);
  });
});
