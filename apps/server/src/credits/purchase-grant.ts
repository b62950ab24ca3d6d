import type { Queryable } from '../db/database';
import { creditLedger } from '../db/schema';

/**
 * Grants the credits of a paid checkout. The reference is the checkout session id, unique in the
 * ledger, so the webhook and verify-payment — whichever comes second, however many times — insert
 * nothing. Returns whether this call wrote the row.
 */
export async function grantPurchaseCredits(
  db: Queryable,
  grant: { userId: string; credits: number; checkoutSessionId: string; planName: string },
): Promise<boolean> {
  const inserted = await db
    .insert(creditLedger)
    .values({
      userId: grant.userId,
      delta: grant.credits,
      kind: 'purchase',
      reference: grant.checkoutSessionId,
      note: `${grant.planName} purchase`,
    })
    .onConflictDoNothing({ target: creditLedger.reference })
    .returning({ id: creditLedger.id });
  return inserted.length > 0;
}
