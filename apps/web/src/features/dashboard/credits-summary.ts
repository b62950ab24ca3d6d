import type { PlanFeatures, WebsiteDashboardStats } from '@rewright/contracts';

/** Spec section 3: what the dashboard shows when the stats cannot be loaded. */
export const FALLBACK_STATS: WebsiteDashboardStats = {
  user_id: '',
  user_name: '',
  user_email: '',
  first_name: '',
  last_name: '',
  total_credits: 0,
  credits_used: 0,
  current_plan: 'Free Pack',
  plan_features: { active_features: [], inactive_features: [] },
};

/** Spec section 9: the features listed when the pack supplies none. */
export const DEFAULT_PACK_FEATURES: PlanFeatures = {
  active_features: [
    'basic_test_conversion',
    'cross_browser_support',
    'test_reporting',
    'ci_cd_integration',
    'email_support',
  ],
  inactive_features: ['priority_support', 'advanced_analytics'],
};

export function packFeaturesOf(features: PlanFeatures): PlanFeatures {
  return features.active_features.length + features.inactive_features.length === 0
    ? DEFAULT_PACK_FEATURES
    : features;
}

export interface CreditsSummary {
  total: number;
  used: number;
  remaining: number;
  /** Rounded; 0 when total is 0; may pass 100. */
  usagePercent: number;
  /** The bar never grows past its track. */
  barPercent: number;
}

/** remaining = total − |used|; usage = used / total, rounded, 0 when total is 0; bar capped at 100. */
export function summariseCredits(total: number, used: number): CreditsSummary {
  const spent = Math.abs(used);
  const usagePercent = total === 0 ? 0 : Math.round((spent / total) * 100);
  return {
    total,
    used: spent,
    remaining: total - spent,
    usagePercent,
    barPercent: Math.min(usagePercent, 100),
  };
}
