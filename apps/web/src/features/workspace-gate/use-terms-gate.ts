import type { TermsFullInfo } from '@rewright/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useAuth } from '../../app/auth/use-auth';
import { useServices } from '../../app/services';
import { RegistrationError } from '../profile/load-profile';
import { checkTermsGate } from './check-terms-gate';
import { registrationFailureReason } from './registration-failure';
import { termsAcceptanceCache } from './terms-acceptance-cache';

/**
 * `signed-out` and `accepted` show nothing; `checking` waits; `required` opens the terms modal
 * (`terms: null` when they failed to load: the modal shows the error and Retry); `unavailable`
 * means the account itself could not be read (the pages show their own errors then, and nothing
 * is blocked); `registration-failed` means a first sign-in could not create the account: the gate
 * says why and offers Retry and contact, never leaving the user on a page that cannot work.
 */
export type TermsGateState =
  | { status: 'signed-out' | 'checking' | 'accepted' | 'unavailable' }
  | { status: 'required'; terms: TermsFullInfo | null; loading: boolean }
  | { status: 'registration-failed'; reason: string; retrying: boolean };

type Settled = Exclude<TermsGateState, { status: 'signed-out' | 'checking' }>;

export function useTermsGate() {
  const { api } = useServices();
  const { authenticated, user, returnedFromLogin } = useAuth();
  const sub = authenticated ? (user?.sub ?? null) : null;
  const [attempt, setAttempt] = useState(0);
  // The answer of the check for one user and attempt; anything else is still being checked.
  const [result, setResult] = useState<{ key: string; state: Settled } | null>(null);
  const [acceptedNow, setAcceptedNow] = useState<string | null>(null);
  const key = `${sub}#${attempt}`;

  termsAcceptanceCache.resetUnless(sub);
  const cached = sub !== null && (acceptedNow === sub || termsAcceptanceCache.isAccepted(sub));

  useEffect(() => {
    if (!sub || !user || termsAcceptanceCache.isAccepted(sub)) return;
    let current = true;
    checkTermsGate(api, user, returnedFromLogin, sessionStorage).then(
      (outcome) => {
        if (!current) return;
        if (outcome.accepted) termsAcceptanceCache.markAccepted(sub);
        setResult({
          key,
          state: outcome.accepted
            ? { status: 'accepted' }
            : { status: 'required', terms: outcome.terms, loading: false },
        });
      },
      (error: unknown) => {
        console.error('[rewright] Could not check the terms acceptance.', error);
        if (!current) return;
        setResult({
          key,
          state:
            error instanceof RegistrationError
              ? {
                  status: 'registration-failed',
                  reason: registrationFailureReason(error.cause),
                  retrying: false,
                }
              : { status: 'unavailable' },
        });
      },
    );
    return () => {
      current = false;
    };
    // `user` changes identity on every token refresh; the check depends on who, not on the token.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, sub, attempt]);

  let state: TermsGateState;
  if (!sub) state = { status: 'signed-out' };
  else if (cached) state = { status: 'accepted' };
  else if (result?.key === key) state = result.state;
  // A Retry keeps the modal open in its loading state instead of closing and reopening it.
  else if (result?.state.status === 'required' && result.key.startsWith(`${sub}#`)) {
    state = { status: 'required', terms: null, loading: true };
  } else if (result?.state.status === 'registration-failed' && result.key.startsWith(`${sub}#`)) {
    state = { ...result.state, retrying: true };
  } else state = { status: 'checking' };

  const markAccepted = useCallback(() => {
    if (!sub) return;
    termsAcceptanceCache.markAccepted(sub);
    setAcceptedNow(sub);
  }, [sub]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return { state, markAccepted, retry };
}
