import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { conversions, creditLedger } from '../db/schema';
import { createTestDatabase } from '../db/test-database';
import { registerUser } from '../users/registration';
import { consumeCredits } from './consume-credits';
import { getCreditBalance, usagePercentage } from './credit-balance';
import { grantPurchaseCredits } from './purchase-grant';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const newUser = async (sub: string) => {
  const { profile } = await registerUser(
    database.db,
    { sub, email: `${sub}@example.com`, username: sub, firstName: '', lastName: '' },
    {},
  );
  return profile.id;
};

describe('getCreditBalance', () => {
  it('sums grants and spending from the ledger', async () => {
    const userId = await newUser('balance');
    expect(await getCreditBalance(database.db, userId)).toEqual({
      total: 25,
      used: 0,
      remaining: 25,
    });
    await grantPurchaseCredits(database.db, {
      userId,
      credits: 250,
      checkoutSessionId: 'cs_balance',
      planName: 'Standard Pack',
    });
    await consumeCredits(database.db, userId, 10, 'k1');
    const balance = await getCreditBalance(database.db, userId);
    expect(balance).toEqual({ total: 275, used: 10, remaining: 265 });
    expect(usagePercentage(balance)).toBe(4);
    expect(usagePercentage({ total: 0, used: 0, remaining: 0 })).toBe(0);
  });
});

describe('consumeCredits', () => {
  it('never overspends under 50 concurrent consumptions', async () => {
    const userId = await newUser('racer');
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => consumeCredits(database.db, userId, 1, `race-${i}`)),
    );
    const fulfilled = results.filter((result) => result.status === 'fulfilled');
    const rejected = results.filter((result) => result.status === 'rejected');
    expect(fulfilled).toHaveLength(25);
    expect(rejected).toHaveLength(25);
    for (const result of rejected) {
      expect(result.reason).toMatchObject({ code: 'insufficient_credits' });
    }
    expect(await getCreditBalance(database.db, userId)).toEqual({
      total: 25,
      used: 25,
      remaining: 0,
    });
  });

  it('writes one row for one key however many times it is sent at once', async () => {
    const userId = await newUser('replayer');
    const results = await Promise.all(
      Array.from({ length: 50 }, () => consumeCredits(database.db, userId, 3, 'same-key')),
    );
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    const rows = await database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.reference, `conversion:${userId}:same-key`));
    expect(rows.map((row) => row.delta)).toEqual([-3]);
    expect(await database.db.$count(conversions, eq(conversions.userId, userId))).toBe(1);
    expect((await getCreditBalance(database.db, userId)).remaining).toBe(22);
  });

  it('refuses the same key for a different amount, and keys never collide between users', async () => {
    const first = await newUser('keys-1');
    const second = await newUser('keys-2');
    await consumeCredits(database.db, first, 2, 'shared');
    await expect(consumeCredits(database.db, first, 5, 'shared')).rejects.toMatchObject({
      code: 'conflict',
    });
    expect((await consumeCredits(database.db, second, 5, 'shared')).replayed).toBe(false);
  });

  it('refuses a consumption larger than what remains, writing nothing', async () => {
    const userId = await newUser('short');
    await expect(consumeCredits(database.db, userId, 26, 'too-much')).rejects.toMatchObject({
      code: 'insufficient_credits',
      message: 'Not enough credits: this needs 26 and 25 remain. Buy a pack to continue.',
    });
    expect((await getCreditBalance(database.db, userId)).used).toBe(0);
    expect(await database.db.$count(conversions, eq(conversions.userId, userId))).toBe(0);
  });

  it('records a conversion that costs nothing without a ledger row', async () => {
    const userId = await newUser('all-todo');
    const facts = { files: 2, testCases: 5, testCasesCharged: 0, sourceKinds: ['selenium-java'] };
    const { replayed, conversion } = await consumeCredits(database.db, userId, 0, 'free', facts);
    expect(replayed).toBe(false);
    expect(conversion).toMatchObject({ testCases: 5, testCasesCharged: 0, credits: 0 });
    const spent = await database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.reference, `conversion:${userId}:free`));
    expect(spent).toEqual([]);
    await expect(consumeCredits(database.db, userId, 0, 'no-facts')).rejects.toMatchObject({
      code: 'invalid_input',
    });
  });
});
