import type { PlanFeatures } from '@rewright/contracts';
import type { PlanCatalogue } from '../plans/plan-catalogue';
import { planKey } from '../plans/plan-lookup';
import type { PlanRow } from '../plans/plan-repository';

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
 * The pack a user is on: the one they bought last (its plan id, from their payments), else the
 * Free Pack everyone starts with. Its features come from the plans (the in-memory catalogue), or
 * the spec's defaults when the pack lists none.
 */
export function findCurrentPack(
  catalogue: PlanCatalogue,
  lastPurchasedPlanId: string | null,
): CurrentPack {
  const plan =
    (lastPurchasedPlanId === null ? undefined : catalogue.byId.get(lastPurchasedPlanId)) ??
    findFreePack(catalogue);
  const listsFeatures =
    plan !== undefined && plan.activeFeatures.length + plan.inactiveFeatures.length > 0;
  return {
    name: plan?.name ?? freePackName,
    features: listsFeatures
      ? { active_features: plan.activeFeatures, inactive_features: plan.inactiveFeatures }
      : defaultPlanFeatures,
  };
}

function findFreePack(catalogue: PlanCatalogue): PlanRow | undefined {
  const key = planKey(freePackName);
  return catalogue.publicPlans.find(
    (plan) => planKey(plan.name) === key || planKey(plan.slug) === key,
  );
}
