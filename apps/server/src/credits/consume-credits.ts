import { eq } from 'drizzle-orm';
import { AppError } from '../app-error';
import {
  findConversion,
  insertConversion,
  isSameConversion,
  type ConversionFacts,
  type ConversionRow,
} from '../conversions/conversion-repository';
import type { Db } from '../db/database';
import { creditLedger, users } from '../db/schema';
import { getCreditBalance, type CreditBalance } from './credit-balance';

export interface CreditConsumption {
  /** True when this idempotency key had already been used: nothing new was written. */
  replayed: boolean;
  balance: CreditBalance;
  /** The conversion this spend recorded (on a replay, the one recorded the first time). */
  conversion: ConversionRow;
}

/**
 * Spends `amount` credits of a user and records the conversion they pay for, in one transaction,
 * once per idempotency key, never below zero.
 *
 * Atomic under concurrency: the user's row is locked (`for update`) for the transaction, so
 * consumptions of one user run one after another and the balance read cannot go stale before the
 * inserts. A refused spend (402) writes nothing, the conversion row included. A conversion that
 * costs 0 (every test case kept a TODO) is recorded without a ledger row. The ledger reference is
 * namespaced by user (`conversion:{userId}:{key}`), so two users choosing the same key never
 * collide. The same key with another amount or other facts is a client bug: 409.
 *
 * Without `facts` (a caller that only names an amount) the conversion is recorded as `amount`
 * test cases, all charged, in no known files.
 */
export async function consumeCredits(
  db: Db,
  userId: string,
  amount: number,
  idempotencyKey: string,
  facts?: ConversionFacts,
): Promise<CreditConsumption> {
  const isFree = facts !== undefined && amount === 0;
  if (!Number.isInteger(amount) || (amount < 1 && !isFree)) {
    throw new AppError('invalid_input', 'amount must be a whole number of at least 1.');
  }
  if (facts && facts.testCasesCharged !== amount) {
    throw new AppError(
      'invalid_input',
      'amount must equal the test cases converted without a TODO (one credit each).',
    );
  }
  const recorded = facts ?? {
    files: 0,
    testCases: amount,
    testCasesCharged: amount,
    sourceKinds: [],
  };
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');

    const previous = await findConversion(tx, userId, idempotencyKey);
    if (previous) {
      const differs = facts ? !isSameConversion(previous, facts) : previous.credits !== amount;
      if (differs) {
        throw new AppError(
          'conflict',
          'This idempotency key was already used for a different conversion.',
        );
      }
      return {
        replayed: true,
        balance: await getCreditBalance(tx, userId),
        conversion: previous,
      };
    }

    const balance = await getCreditBalance(tx, userId);
    if (amount > balance.remaining) {
      throw new AppError(
        'insufficient_credits',
        `Not enough credits: this needs ${amount} and ${balance.remaining} remain. Buy a pack to continue.`,
        { details: { credits_needed: amount, credits_remaining: balance.remaining } },
      );
    }
    if (amount > 0) {
      await tx.insert(creditLedger).values({
        userId,
        delta: -amount,
        kind: 'conversion',
        reference: `conversion:${userId}:${idempotencyKey}`,
        note: `Converted ${amount} test case${amount === 1 ? '' : 's'}`,
      });
    }
    const conversion = await insertConversion(tx, userId, idempotencyKey, recorded);
    return {
      replayed: false,
      balance: {
        total: balance.total,
        used: balance.used + amount,
        remaining: balance.remaining - amount,
      },
      conversion,
    };
  });
}
