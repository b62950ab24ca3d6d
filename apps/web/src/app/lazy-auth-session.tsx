import { Suspense } from 'react';
import { lazyPage } from './lazy-page';

/**
 * AuthSession (the sign-in check and the address-bar clean-up after it) renders nothing and only
 * acts from effects after hydration, so its code is a chunk of its own rather than part of the
 * entry every visitor of `/` downloads first. Hydration leaves its empty Suspense boundary as the
 * prerender wrote it and mounts AuthSession when the chunk is in; the prerender preloads it
 * (preloadAllPages), so the server markup is the same empty boundary.
 */
export const lazyAuthSession = lazyPage(
  'src/app/auth/auth-session.tsx',
  () => import('./auth/auth-session'),
  (m) => m.AuthSession,
);

export function LazyAuthSession() {
  return (
    <Suspense fallback={null}>
      <lazyAuthSession.Component />
    </Suspense>
  );
}
