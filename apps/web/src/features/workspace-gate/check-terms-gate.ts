import { getTermsFullInfoOperation, type TermsFullInfo } from '../../app/contracts';
import type { ApiClient } from '../../app/api-client';
import type { AuthUser } from '../../app/auth/auth-client';
import { SIGNUP_FLOW_KEY } from '../../app/auth/start-sign-up';
import { loadOrCreateProfile } from '../profile/load-profile';

/** `terms: null` — the account is fine but the terms could not be loaded (the modal offers Retry). */
export type GateOutcome = { accepted: true } | { accepted: false; terms: TermsFullInfo | null };

/** The address may also carry the flag (`?signup=true`) when sign-up started on another page. */
export function isSignupFlow(storage: Storage, search: string): boolean {
  return (
    storage.getItem(SIGNUP_FLOW_KEY) === 'true' ||
    new URLSearchParams(search).get('signup') === 'true'
  );
}

/**
 * Spec section 4 "Post-sign-in gate": me → (unknown user) register from the token claims → terms
 * acceptance. Registration runs whenever the server does not know the user, not only with the
 * signup flag: someone arriving through a social login without the flag would otherwise be stuck
 * with every workspace call answering 404. Right after a sign-in (`freshSignIn`) the idempotent
 * registration goes first and is the existence test (loadOrCreateProfile). The flag is cleared
 * once the account exists. A failure to read or create the account rejects.
 */
export async function checkTermsGate(
  api: ApiClient,
  user: AuthUser,
  freshSignIn: boolean,
  storage: Storage,
): Promise<GateOutcome> {
  await loadOrCreateProfile(api, user, freshSignIn);
  storage.removeItem(SIGNUP_FLOW_KEY);
  let terms: TermsFullInfo;
  try {
    terms = await api.call(getTermsFullInfoOperation);
  } catch (error) {
    console.error('[rewright] Could not load the terms.', error);
    return { accepted: false, terms: null };
  }
  return terms.acceptance_status.accepted ? { accepted: true } : { accepted: false, terms };
}
