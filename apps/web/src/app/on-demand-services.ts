import type { ApiClient } from './api-client';
import { initialAuthSnapshot, type AuthClient, type AuthSnapshot } from './auth/auth-client';

/**
 * Services whose code is fetched when first used, so the entry chunk (the JavaScript every
 * visitor of `/` downloads before the first paint) carries neither: the API client is loaded by
 * the first request, the keycloak adapter by AuthSession's init() after hydration (or a login
 * click). Each forwards to the real client once it is in, so behaviour is the same.
 */

export function onDemandApiClient(load: () => Promise<ApiClient>): ApiClient {
  let client: Promise<ApiClient> | null = null;
  function loaded(): Promise<ApiClient> {
    client ??= load().catch((error: unknown) => {
      // A chunk that failed to download may load on the next request.
      client = null;
      throw error;
    });
    return client;
  }
  return {
    call: async (operation, ...input) => (await loaded()).call(operation, ...input),
  };
}

export function onDemandAuthClient(load: () => Promise<AuthClient>): AuthClient {
  let real: AuthClient | null = null;
  let pending: Promise<AuthClient> | null = null;
  let initPromise: Promise<void> | null = null;
  // Signed out and not initialised until the adapter is in; initialised if it cannot be loaded.
  let fallback: AuthSnapshot = initialAuthSnapshot;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  function adapter(): Promise<AuthClient> {
    pending ??= load().then(
      (client) => {
        real = client;
        client.subscribe(notify);
        notify();
        return client;
      },
      (error: unknown) => {
        // A chunk that failed to download may load on the next attempt (a later login click).
        pending = null;
        throw error;
      },
    );
    return pending;
  }

  return {
    getSnapshot: () => real?.getSnapshot() ?? fallback,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    init() {
      // Never rejects, like the adapter's own init(): without it the site continues signed out.
      initPromise ??= adapter().then(
        (client) => client.init(),
        (error: unknown) => {
          console.error('[rewright] Sign-in initialisation failed; continuing signed out.', error);
          fallback = { ...initialAuthSnapshot, initialized: true };
          notify();
        },
      );
      return initPromise;
    },
    login: async (options) => (await adapter()).login(options),
    register: async () => (await adapter()).register(),
    logout: async () => (await adapter()).logout(),
    // No adapter yet means no sign-in yet: there is no token to give or refresh.
    getToken: async (minValidity) => (real ? real.getToken(minValidity) : null),
    refreshToken: async (options) => (real ? real.refreshToken(options) : false),
  };
}
