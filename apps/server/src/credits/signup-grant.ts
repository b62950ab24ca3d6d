import type { Queryable } from '../db/database';
import { creditLedger } from '../db/schema';

/** Free credits every new account receives, once (spec: 25 free credits per new account). */
export const signupCredits = 25;

/**
 * Grants the signup credits to a user. The reference `signup:{sub}` is unique in the ledger, so a
 * repeat (a retried registration, a race) inserts nothing. Returns whether a row was written.
 */
export async function grantSignupCredits(
  db: Queryable,
  user: { id: string; keycloakId: string },
): Promise<boolean> {
  const inserted = await db
    .insert(creditLedger)
    .values({
      userId: user.id,
      delta: signupCredits,
      kind: 'signup_grant',
      reference: `signup:${user.keycloakId}`,
      note: 'Free credits for a new account',
    })
    .onConflictDoNothing({ target: creditLedger.reference })
    .returning({ id: creditLedger.id });
  return inserted.length > 0;
}
