import { lazy, Suspense, useEffect } from 'react';
import { useRoutes } from 'react-router';
import { Toaster } from '../features/toasts/toaster';
import { useAuth } from './auth/use-auth';
import { releaseEarlyInput } from './early-input';
import { LazyAuthSession } from './lazy-auth-session';
import { RouteEffects } from './route-effects';
import { routeObjects } from './route-table';
import './theme.css';

// The gate (terms modal, profile bootstrap, the contracts' zod schemas) only matters once signed
// in, so visitors never download it; it shows nothing while signed out either way.
const WorkspaceGate = lazy(() =>
  import('../features/workspace-gate/workspace-gate').then((module) => ({
    default: module.WorkspaceGate,
  })),
);

/** The whole site inside a router; the entry modules supply the router, services and boundary. */
export function App() {
  const page = useRoutes(routeObjects);
  const { authenticated } = useAuth();
  // The page has committed: clicks kept before hydration reach their handlers now.
  useEffect(() => void setTimeout(releaseEarlyInput), []);
  return (
    <>
      <LazyAuthSession />
      {authenticated && (
        <Suspense fallback={null}>
          <WorkspaceGate />
        </Suspense>
      )}
      <RouteEffects />
      {page}
      <Toaster />
    </>
  );
}
