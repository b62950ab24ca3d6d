import { useEffect, useRef, type ReactNode } from 'react';
import { useServices } from '../services';
import { Spinner } from '../../ui/spinner';
import { stripCallbackParams } from './callback-params';
import { useAuth } from './use-auth';

/**
 * Guards signed-in pages: a spinner until the identity provider has initialised, then either the
 * page or a forced login that returns to this same URL. It also restarts login when a session
 * ends while the page is open (session-status change, refused token refresh).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { auth } = useServices();
  const { initialized, authenticated } = useAuth();
  const loginStarted = useRef(false);

  useEffect(() => {
    if (!initialized) return;
    if (authenticated) {
      loginStarted.current = false;
      return;
    }
    if (loginStarted.current) return;
    loginStarted.current = true;
    // Never hand the identity provider's previous answer back to it as the return address.
    const redirectUri = `${window.location.origin}${stripCallbackParams(window.location)}`;
    auth.login({ prompt: 'login', redirectUri }).catch((error: unknown) => {
      console.error('[rewright] Could not start the login.', error);
    });
  }, [auth, initialized, authenticated]);

  if (!initialized) return <Spinner label="Loading Authentication..." />;
  if (!authenticated) return <Spinner label="Redirecting to sign in..." />;
  return children;
}
