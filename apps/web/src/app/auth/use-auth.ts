import { useSyncExternalStore } from 'react';
import { useServices } from '../services';
import { initialAuthSnapshot, type AuthSnapshot } from './auth-client';

/**
 * The sign-in state for components. The server snapshot is always "not initialised", which is
 * also the client's first render, so prerendered markup hydrates without mismatches.
 */
export function useAuth(): AuthSnapshot {
  const { auth } = useServices();
  return useSyncExternalStore(auth.subscribe, auth.getSnapshot, () => initialAuthSnapshot);
}
