import { desc } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { termsVersions } from '../db/schema';

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
