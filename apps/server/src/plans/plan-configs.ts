import type { PlanConfig } from '@rewright/contracts';
import type { Db } from '../db/database';
import { findPublicPlans, type PlanRow } from './plan-repository';

/** The public plans as the pricing cards read them. */
export async function listPublicPlanConfigs(db: Db): Promise<PlanConfig[]> {
  return (await findPublicPlans(db)).map(toPlanConfig);
}

/**
 * The API shape of a stored plan. Plans store minor units (cents) like payments do; the cards
 * show whole dollars (spec: Standard Pack 99 USD), so `amount` is divided by 100. Null stays null:
 * a custom-priced plan (Enterprise) has no price to show.
 */
export function toPlanConfig(row: PlanRow): PlanConfig {
  return {
    name: row.name,
    amount: row.amount === null ? null : row.amount / 100,
    description: row.description,
    credits: row.credits,
    features: {
      active_features: row.activeFeatures,
      inactive_features: row.inactiveFeatures,
    },
  };
}
