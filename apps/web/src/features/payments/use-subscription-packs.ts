import {
  getWebsiteDashboardStatsOperation,
  listPlanConfigsOperation,
  type PlanConfig,
} from '../../app/contracts';
import { useApiResource } from '../../app/use-api-resource';

export type PacksState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; plans: PlanConfig[]; currentPlan: string };

/** `GET /plans/configs` (signed in) and the current pack from the dashboard stats. */
export function useSubscriptionPacks(): PacksState {
  const plans = useApiResource(listPlanConfigsOperation, 'the subscription plans').state;
  const stats = useApiResource(getWebsiteDashboardStatsOperation, 'the current pack').state;
  if (plans.status === 'error') return { status: 'error' };
  if (plans.status === 'loading' || stats.status === 'loading') return { status: 'loading' };
  const currentPlan =
    stats.status === 'ready'
      ? stats.data.current_plan || 'Standard'
      : // Spec section 9: 'Free Pack' when the current pack cannot be read.
        'Free Pack';
  return { status: 'ready', plans: plans.data, currentPlan };
}
