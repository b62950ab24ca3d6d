import type { PlanFeatures } from '@rewright/contracts';
import type { Db } from '../db/database';
import { findLastPurchasedPlan } from '../payments/payment-repository';
import { findPlanByType } from '../plans/plan-lookup';

/** Spec section 9: the features shown when a pack supplies none. */
export const defaultPlanFeatures: PlanFeatures = {
  active_features: [
    'basic_test_conversion',
    'cross_browser_support',
    'test_reporting',
    'ci_cd_integration',
    'email_support',
  ],
  inactive_features: ['priority_support', 'advanced_analytics'],
};

/** The label of a user who never bought a pack (spec: 'Free Pack'). */
export const freePackName = 'Free Pack';

export interface CurrentPack {
  name: string;
  features: PlanFeatures;
}

/**
 * The pack a user is on: the one they bought last, else the Free Pack everyone starts with. Its
 * features come from the plans table, or the spec's defaults when the pack lists none.
 */
export async function findCurrentPack(db: Db, userId: string): Promise<CurrentPack> {
  const plan =
    (await findLastPurchasedPlan(db, userId)) ?? (await findPlanByType(db, freePackName));
  const listsFeatures =
    plan !== undefined && plan.activeFeatures.length + plan.inactiveFeatures.length > 0;
  return {
    name: plan?.name ?? freePackName,
    features: listsFeatures
      ? { active_features: plan.activeFeatures, inactive_features: plan.inactiveFeatures }
      : defaultPlanFeatures,
  };
}
