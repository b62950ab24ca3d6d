import { useNavigate } from 'react-router';
import { useServices } from '../services';
import type { AuthClient } from './auth-client';

/*
 * The ways a visitor starts an account. They live in the entry chunk with the header, which uses
 * startSignUp: a chunk of their own for the home and pricing pages' button cost more bytes up front
 * than the button itself (the home page's 90 KiB budget).
 */

/** Read after registration to tell a brand-new account from a returning sign-in. */
export const SIGNUP_FLOW_KEY = 'signupFlow';

export function startSignUp(auth: AuthClient, storage: Storage = sessionStorage): Promise<void> {
  storage.setItem(SIGNUP_FLOW_KEY, 'true');
  return auth.register();
}

/**
 * Start Free Trial: account creation for a visitor, the dashboard for someone already signed in
 * (the trial is theirs). The click waits for the sign-in check, so a signed-in user who clicks
 * before it ends is not sent to the registration page.
 */
export function StartFreeTrialButton({ className }: { className: string }) {
  const { auth } = useServices();
  const navigate = useNavigate();

  async function start() {
    await auth.init();
    if (auth.getSnapshot().authenticated) navigate('/dashboard');
    else await startSignUp(auth);
  }

  return (
    <button
      type="button"
      className={className}
      onClick={() =>
        start().catch((error: unknown) => console.error('[rewright] Sign up failed.', error))
      }
    >
      Start Free Trial
    </button>
  );
}
