import type { PlanConfig } from '@rewright/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { REDIRECT_AFTER_LOGIN_KEY } from '../../app/auth/post-login-redirect';
import { useAuth } from '../../app/auth/use-auth';
import { useServices } from '../../app/services';
import { planKind } from './plan-kind';
import { startCheckout } from './start-checkout';

/** The paid plan a signed-out visitor chose; read after sign-in to resume the purchase. */
export const SELECTED_PLAN_KEY = 'selectedPlan';

export const FREE_PACK_ALERT = 'You have selected the Free Pack!';
export const UNKNOWN_PLAN_ALERT = 'Error: Unknown plan selected.';
export const EMAIL_REQUIRED_ALERT =
  'Your email address is required for payment. Please ensure your Keycloak profile has a valid email.';

function reportLoginFailure(error: unknown) {
  console.error('[rewright] Could not start the login.', error);
}

/**
 * Pricing card clicks, exactly as spec section 4 "Pricing card click" describes. The texts the
 * spec calls alerts are browser alerts: they must be read before the page moves on to sign-in.
 */
export function useChoosePlan() {
  const { auth, api } = useServices();
  const { authenticated, user } = useAuth();
  const navigate = useNavigate();
  const [processing, setProcessing] = useState<string | null>(null);

  async function checkout(plan: PlanConfig) {
    const email = user?.email ?? '';
    if (!email) {
      window.alert(EMAIL_REQUIRED_ALERT);
      return;
    }
    setProcessing(plan.name);
    try {
      // Failures are alerted by the purchase flow itself ('Payment Error: …').
      await startCheckout(api, plan, email);
    } finally {
      setProcessing(null);
    }
  }

  function choose(plan: PlanConfig) {
    const kind = planKind(plan);
    if (kind === 'enterprise') {
      navigate('/contact');
      return;
    }
    if (kind === 'free') {
      window.alert(FREE_PACK_ALERT);
      if (authenticated) {
        navigate('/dashboard');
      } else {
        sessionStorage.setItem(REDIRECT_AFTER_LOGIN_KEY, '/dashboard');
        auth.login().catch(reportLoginFailure);
      }
      return;
    }
    if (!authenticated) {
      sessionStorage.setItem(SELECTED_PLAN_KEY, plan.name);
      sessionStorage.setItem(REDIRECT_AFTER_LOGIN_KEY, '/pricing');
      auth.login().catch(reportLoginFailure);
      return;
    }
    if (kind === 'unknown') {
      window.alert(UNKNOWN_PLAN_ALERT);
      return;
    }
    void checkout(plan);
  }

  return { choose, processing };
}
