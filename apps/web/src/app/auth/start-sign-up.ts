import type { AuthClient } from './auth-client';

/** Read after registration to tell a brand-new account from a returning sign-in. */
export const SIGNUP_FLOW_KEY = 'signupFlow';

export function startSignUp(auth: AuthClient, storage: Storage = sessionStorage): Promise<void> {
  storage.setItem(SIGNUP_FLOW_KEY, 'true');
  return auth.register();
}
