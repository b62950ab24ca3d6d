import { initialAuthSnapshot, type AuthClient } from './auth-client';

/**
 * The build-time stand-in: prerendering renders every page as the client's first render sees it,
 * i.e. sign-in not initialised yet. Nothing calls the actions while rendering to a string.
 */
export function createPrerenderAuthClient(): AuthClient {
  const unavailable = () =>
    Promise.reject(new Error('Sign-in is not available while prerendering.'));
  return {
    getSnapshot: () => initialAuthSnapshot,
    subscribe: () => () => {},
    init: () => Promise.resolve(),
    login: unavailable,
    register: unavailable,
    logout: unavailable,
    getToken: () => Promise.resolve(null),
    refreshToken: () => Promise.resolve(false),
  };
}
