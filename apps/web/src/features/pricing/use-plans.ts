import { PlanConfigsAnswerSchema, type PlanConfig } from '@rewright/contracts';
import { useEffect, useState } from 'react';
import { useServices } from '../../app/services';

export type PlansState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; plans: PlanConfig[] };

/**
 * Loads the public plan configs (`GET /plans/configs/public`, an array or `{ plans }`). Starts in
 * `loading` on the server and the client alike, and fetches in an effect, so prerendering shows the
 * skeletons. `retry` starts another attempt.
 */
export function usePlans(): { state: PlansState; retry: () => void } {
  const { api } = useServices();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<PlansState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    Promise.resolve(api.get('/plans/configs/public', PlanConfigsAnswerSchema))
      .then((plans) => {
        if (!current) return;
        setState(Array.isArray(plans) ? { status: 'ready', plans } : { status: 'error' });
      })
      .catch((error: unknown) => {
        console.error('[rewright] Could not load the plans.', error);
        if (current) setState({ status: 'error' });
      });
    return () => {
      current = false;
    };
  }, [api, attempt]);

  return {
    state,
    retry: () => {
      setState({ status: 'loading' });
      setAttempt((n) => n + 1);
    },
  };
}
