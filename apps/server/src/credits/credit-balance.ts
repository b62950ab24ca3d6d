import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { creditLedger } from '../db/schema';

/** A user's credits, always summed from the ledger (there is no balance column). */
export interface CreditBalance {
  /** Sum of grants (signup, purchases). */
  total: number;
  /** Credits spent, as a positive number. */
  used: number;
  /** total − used. */
  remaining: number;
}

export async function getCreditBalance(db: Queryable, userId: string): Promise<CreditBalance> {
  const [row] = await db
    .select({
      // sum() of integers is bigint, which postgres-js hands over as a string: cast back to int.
      total: sql<number>`coalesce(sum(${creditLedger.delta}) filter (where ${creditLedger.delta} > 0), 0)::int`,
      used: sql<number>`coalesce(-sum(${creditLedger.delta}) filter (where ${creditLedger.delta} < 0), 0)::int`,
    })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  const total = Number(row?.total ?? 0);
  const used = Number(row?.used ?? 0);
  return { total, used, remaining: total - used };
}

/** Usage as the dashboard shows it: used / total in whole percent, 0 when nothing was granted. */
export function usagePercentage(balance: CreditBalance): number {
  return balance.total === 0 ? 0 : Math.round((balance.used / balance.total) * 100);
}
