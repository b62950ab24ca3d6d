import type { PlanConfig } from '@rewright/contracts';
import { useEffect } from 'react';
import { useAuth } from '../../app/auth/use-auth';
import { useTermsAccepted } from '../workspace-gate/terms-acceptance-cache';
import { SELECTED_PLAN_KEY } from './use-choose-plan';

/** The stored choice, read and cleared: it resumes once at most. */
function takeSelectedPlan(storage: Storage): string | null {
  const name = storage.getItem(SELECTED_PLAN_KEY);
  storage.removeItem(SELECTED_PLAN_KEY);
  return name;
}

/**
 * Spec section 4 "Paid plan, signed-out user": the plan was stored before sign-in, and the
 * visitor comes back here (`redirectAfterLogin` = /pricing). Once back from that sign-in, with the
 * plans loaded and the terms accepted (the gate's modal comes first), the stored plan is chosen
 * again — the same click, now signed in, which starts its checkout. A plan that no longer exists
 * is dropped. `storage` defaults to sessionStorage, read only in the effect: the prerender runs in
 * Node.js, which has none.
 */
export function useResumePlanChoice(
  plans: PlanConfig[] | null,
  choose: (plan: PlanConfig) => void,
  storage?: Storage,
): void {
  const { authenticated, returnedFromLogin, user } = useAuth();
  const termsAccepted = useTermsAccepted(authenticated ? (user?.sub ?? null) : null);
  const ready = authenticated && returnedFromLogin && termsAccepted && plans !== null;

  useEffect(() => {
    const store = storage ?? sessionStorage;
    if (!ready || plans === null || store.getItem(SELECTED_PLAN_KEY) === null) return;
    const name = takeSelectedPlan(store)?.trim().toLowerCase();
    const plan = plans.find((candidate) => candidate.name.trim().toLowerCase() === name);
    if (plan) choose(plan);
    else console.warn('[rewright] The plan chosen before sign-in is no longer offered.');
    // `choose` is a new function on every render; the choice resumes once, when all is ready.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, plans, storage]);
}
