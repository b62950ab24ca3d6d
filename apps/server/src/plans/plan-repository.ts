import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { plans } from '../db/schema';

export type PlanRow = typeof plans.$inferSelect;

/** The plans the pricing page shows, in their display order. */
export async function findPublicPlans(db: Queryable): Promise<PlanRow[]> {
  return db
    .select()
    .from(plans)
    .where(eq(plans.isPublic, true))
    .orderBy(asc(plans.sortOrder), asc(plans.name));
}
