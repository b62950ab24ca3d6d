import {
  PlanConfigsAnswerSchema,
  WebsiteDashboardStatsSchema,
  type PlanConfig,
} from '../../app/contracts';
import { useEffect, useState } from 'react';
import { useServices } from '../../app/services';

export type PacksState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; plans: PlanConfig[]; currentPlan: string };

/** `GET /plans/configs` (signed in) and the current pack from the dashboard stats. */
export function useSubscriptionPacks(): PacksState {
  const { api } = useServices();
  const [state, setState] = useState<PacksState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    const currentPlan = api
      .get('/dashboard/stats_website', WebsiteDashboardStatsSchema)
      .then((stats) => stats.current_plan || 'Standard')
      // Spec section 9: 'Free Pack' when the current pack cannot be read.
      .catch(() => 'Free Pack');
    Promise.all([api.get('/plans/configs', PlanConfigsAnswerSchema), currentPlan]).then(
      ([plans, plan]) => current && setState({ status: 'ready', plans, currentPlan: plan }),
      (error: unknown) => {
        console.error('[rewright] Could not load the subscription plans.', error);
        if (current) setState({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [api]);
  return state;
}
