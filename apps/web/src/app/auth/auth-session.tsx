import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useServices } from '../services';
import { stripCallbackParams } from './callback-params';
import { resolvePostLoginTarget } from './post-login-redirect';
import { useAuth } from './use-auth';

/**
 * Starts the silent sign-in check once the app is on screen (after hydration, so the first render
 * matches the prerendered HTML) and, when it ends, takes care of the address bar: it continues to
 * the post-login destination, or at least removes the identity provider's callback parameters
 * (keycloak-js only strips them when its init gets that far, and the router would not notice).
 */
export function AuthSession() {
  const { auth } = useServices();
  const { initialized, returnedFromLogin } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const settled = useRef(false);

  useEffect(() => {
    void auth.init();
  }, [auth]);

  useEffect(() => {
    if (!initialized || settled.current) return;
    settled.current = true;
    const target = returnedFromLogin
      ? resolvePostLoginTarget(sessionStorage, location.pathname)
      : null;
    const clean = stripCallbackParams(location);
    if (target) navigate(target, { replace: true });
    else if (clean !== `${location.pathname}${location.search}${location.hash}`) {
      navigate(clean, { replace: true });
    }
  }, [initialized, returnedFromLogin, location, navigate]);

  return null;
}
