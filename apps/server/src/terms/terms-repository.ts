import { and, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { termsAcceptances, termsVersions } from '../db/schema';

export type TermsVersionRow = typeof termsVersions.$inferSelect;

/** The most recently published terms version; undefined before the first is published. */
export async function findLatestTermsVersion(db: Queryable): Promise<TermsVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(termsVersions)
    .orderBy(desc(termsVersions.publishedAt), desc(termsVersions.version))
    .limit(1);
  return row;
}

export type TermsAcceptanceRow = typeof termsAcceptances.$inferSelect;

export async function findTermsAcceptance(
  db: Queryable,
  userId: string,
  termsVersionId: string,
): Promise<TermsAcceptanceRow | undefined> {
  const [row] = await db
    .select()
    .from(termsAcceptances)
    .where(
      and(eq(termsAcceptances.userId, userId), eq(termsAcceptances.termsVersionId, termsVersionId)),
    )
    .limit(1);
  return row;
}

/** Records an acceptance; undefined when this user already accepted this version (unique pair). */
export async function insertTermsAcceptance(
  db: Queryable,
  userId: string,
  termsVersionId: string,
): Promise<TermsAcceptanceRow | undefined> {
  const [row] = await db
    .insert(termsAcceptances)
    .values({ userId, termsVersionId })
    .onConflictDoNothing({ target: [termsAcceptances.userId, termsAcceptances.termsVersionId] })
    .returning();
  return row;
}
