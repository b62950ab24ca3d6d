import type { WebsiteDashboardStats } from '@rewright/contracts';
import { useEffect, useState } from 'react';
import { useAuth } from '../../app/auth/use-auth';
import { useServices } from '../../app/services';
import { whenAccountExists } from '../profile/load-profile';
import { FALLBACK_STATS } from './credits-summary';
import { loadDashboardStats } from './load-dashboard-stats';

export type DashboardStatsState =
  | { status: 'loading' }
  | { status: 'ready'; stats: WebsiteDashboardStats }
  /** The error line shows above the fallback stats. */
  | { status: 'error'; stats: WebsiteDashboardStats; message: string };

/** `GET /dashboard/stats_website` with one retry; on failure the fallback stats and the message. */
export function useDashboardStats(): DashboardStatsState {
  const { api, auth } = useServices();
  const { user, returnedFromLogin } = useAuth();
  const sub = user?.sub;
  const [state, setState] = useState<DashboardStatsState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    // A brand-new account may still be being registered by the gate: wait until it exists (one
    // shared request chain), or the stats would answer 404 before the signup grant is booked.
    const registered = user
      ? whenAccountExists(api, user, returnedFromLogin)
      : Promise.resolve(undefined);
    void registered
      .then(() => auth.getToken())
      .then((token) => loadDashboardStats(api, token !== null))
      .then((result) => {
        if (!current) return;
        setState(
          result.ok
            ? { status: 'ready', stats: result.stats }
            : { status: 'error', stats: FALLBACK_STATS, message: result.message },
        );
      });
    return () => {
      current = false;
    };
    // `user` is a new object on every token refresh; the stats depend on who, not on the token.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, auth, sub]);

  return state;
}
