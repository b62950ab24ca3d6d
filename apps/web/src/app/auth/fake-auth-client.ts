import { vi } from 'vitest';
import { initialAuthSnapshot, type AuthClient, type AuthSnapshot } from './auth-client';

/** Test double for AuthClient: a settable snapshot and spy actions. Only imported by tests. */
export function createFakeAuthClient(initial: Partial<AuthSnapshot> = {}) {
  let snapshot: AuthSnapshot = { ...initialAuthSnapshot, ...initial };
  const listeners = new Set<() => void>();
  const client = {
    getSnapshot: () => snapshot,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    init: vi.fn(async () => {}),
    login: vi.fn(async () => {}),
    register: vi.fn(async () => {}),
    logout: vi.fn(async () => {}),
    getToken: vi.fn(async () => (snapshot.authenticated ? 'test-token' : null)),
    refreshToken: vi.fn(async () => snapshot.authenticated),
    /** Test-only: change the state and notify subscribers, like keycloak-js events do. */
    set(next: Partial<AuthSnapshot>) {
      snapshot = { ...snapshot, ...next };
      for (const listener of listeners) listener();
    },
  } satisfies AuthClient & { set: unknown };
  return client;
}

export const signedInUser = {
  sub: 'u-1',
  username: 'ada',
  email: 'ada@example.com',
  givenName: 'Ada',
  familyName: 'Lovelace',
};
