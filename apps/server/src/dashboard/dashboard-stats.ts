import type { DashboardStats, WebsiteDashboardStats } from '@rewright/contracts';
import { getCreditBalance, usagePercentage } from '../credits/credit-balance';
import type { Db } from '../db/database';
import type { Identity } from '../identity/access-token';
import { requireCurrentUser } from '../users/current-user';
import { findCurrentPack } from './current-pack';

/** Spec section 3 "Dashboard stats": the caller, their ledger totals and their pack. */
export async function getWebsiteDashboardStats(
  db: Db,
  identity: Identity,
): Promise<WebsiteDashboardStats> {
  const user = await requireCurrentUser(db, identity.sub);
  const [balance, pack] = await Promise.all([
    getCreditBalance(db, user.id),
    findCurrentPack(db, user.id),
  ]);
  return {
    user_id: user.id,
    user_name: user.username,
    user_email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    total_credits: balance.total,
    credits_used: balance.used,
    current_plan: pack.name,
    plan_features: pack.features,
  };
}

/** The same, plus what the website would otherwise derive: remaining credits and usage %. */
export async function getDashboardStats(db: Db, identity: Identity): Promise<DashboardStats> {
  const stats = await getWebsiteDashboardStats(db, identity);
  const balance = {
    total: stats.total_credits,
    used: stats.credits_used,
    remaining: stats.total_credits - stats.credits_used,
  };
  return {
    ...stats,
    remaining_credits: balance.remaining,
    usage_percentage: usagePercentage(balance),
  };
}
