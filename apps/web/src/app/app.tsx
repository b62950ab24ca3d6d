import { useRoutes } from 'react-router';
import { Toaster } from '../features/toasts/toaster';
import { WorkspaceGate } from '../features/workspace-gate/workspace-gate';
import { AuthSession } from './auth/auth-session';
import { RouteEffects } from './route-effects';
import { routeObjects } from './route-table';
import './theme.css';

/** The whole site inside a router; the entry modules supply the router, services and boundary. */
export function App() {
  const page = useRoutes(routeObjects);
  return (
    <>
      <AuthSession />
      <WorkspaceGate />
      <RouteEffects />
      {page}
      <Toaster />
    </>
  );
}
