import { eq } from 'drizzle-orm';
import { AppError } from '../app-error';
import type { Db } from '../db/database';
import { creditLedger, users } from '../db/schema';
import { getCreditBalance, type CreditBalance } from './credit-balance';

export interface CreditConsumption {
  /** True when this idempotency key had already been spent: nothing new was written. */
  replayed: boolean;
  balance: CreditBalance;
}

/**
 * Spends `amount` credits of a user, once per idempotency key, never below zero.
 *
 * Atomic under concurrency: the user's row is locked (`for update`) for the transaction, so
 * consumptions of one user run one after another and the balance read cannot go stale before the
 * insert. The ledger reference is namespaced by user (`conversion:{userId}:{key}`), so two users
 * choosing the same key never collide. The same key with another amount is a client bug: 409.
 */
export async function consumeCredits(
  db: Db,
  userId: string,
  amount: number,
  idempotencyKey: string,
): Promise<CreditConsumption> {
  if (!Number.isInteger(amount) || amount < 1) {
    throw new AppError('invalid_input', 'amount must be a whole number of at least 1.');
  }
  const reference = `conversion:${userId}:${idempotencyKey}`;
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');

    const [previous] = await tx
      .select({ delta: creditLedger.delta })
      .from(creditLedger)
      .where(eq(creditLedger.reference, reference))
      .limit(1);
    if (previous) {
      if (previous.delta !== -amount) {
        throw new AppError(
          'conflict',
          'This idempotency key was already used to spend a different number of credits.',
        );
      }
      return { replayed: true, balance: await getCreditBalance(tx, userId) };
    }

    const balance = await getCreditBalance(tx, userId);
    if (amount > balance.remaining) {
      throw new AppError(
        'insufficient_credits',
        `Not enough credits: this needs ${amount} and ${balance.remaining} remain. Buy a pack to continue.`,
      );
    }
    await tx.insert(creditLedger).values({
      userId,
      delta: -amount,
      kind: 'conversion',
      reference,
      note: `Converted ${amount} test case${amount === 1 ? '' : 's'}`,
    });
    return {
      replayed: false,
      balance: {
        total: balance.total,
        used: balance.used + amount,
        remaining: balance.remaining - amount,
      },
    };
  });
}
