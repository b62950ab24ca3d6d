import { useState } from 'react';
import type { CreditsState, DesktopApi, SessionState } from '../../shared/bridge';
import { messageOf } from '../bridge-client';

/** Sign-in state and credits: "Sign in", or the account name, its credits and "Sign out". */
export function AppHeader({
  api,
  session,
  credits,
  onSessionChange,
}: {
  api: DesktopApi;
  session: SessionState | undefined;
  credits: CreditsState | { error: string } | undefined;
  onSessionChange: () => void;
}) {
  const [waiting, setWaiting] = useState(false);
  const [error, setError] = useState<string>();

  async function run(action: () => Promise<SessionState>) {
    setWaiting(true);
    setError(undefined);
    try {
      await action();
      onSessionChange();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setWaiting(false);
    }
  }

  return (
    <header className="header">
      <span className="brand">Rewright</span>
      <div className="account">
        {session?.signedIn && credits && (
          <span className="credits" aria-label="Credits">
            {'error' in credits
              ? `Credits unavailable: ${credits.error}`
              : `${credits.remaining} of ${credits.total} credits left`}
          </span>
        )}
        {session?.signedIn ? (
          <>
            <span className="user">{session.user?.username}</span>
            <button type="button" disabled={waiting} onClick={() => void run(api.signOut)}>
              Sign out
            </button>
          </>
        ) : (
          session && (
            <button type="button" disabled={waiting} onClick={() => void run(api.signIn)}>
              {waiting ? 'Finish signing in in your browser…' : 'Sign in'}
            </button>
          )
        )}
      </div>
      {error && (
        <p role="alert" className="error header-error">
          {error}
        </p>
      )}
    </header>
  );
}
