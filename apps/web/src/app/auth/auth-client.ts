/**
 * What the app knows about sign-in, independent of keycloak-js. Components and tests depend on
 * this interface only; keycloak-auth-client.ts is the one implementation that talks to the
 * identity provider.
 */
export interface AuthUser {
  sub: string;
  username: string;
  email: string;
  givenName: string;
  familyName: string;
}

export interface AuthSnapshot {
  /** Initialisation ended, whether it succeeded or failed. */
  initialized: boolean;
  authenticated: boolean;
  user: AuthUser | null;
  /** This page load finished an interactive sign-in (the URL carried the identity provider's answer). */
  returnedFromLogin: boolean;
}

export interface LoginOptions {
  prompt?: 'login' | 'none';
  /** Full URL to come back to; keycloak-js defaults to the current URL. */
  redirectUri?: string;
}

export interface AuthClient {
  getSnapshot(): AuthSnapshot;
  subscribe(listener: () => void): () => void;
  /** Starts the silent sign-in check; calling it again returns the same promise. Never rejects. */
  init(): Promise<void>;
  login(options?: LoginOptions): Promise<void>;
  register(): Promise<void>;
  logout(): Promise<void>;
  /** The access token, refreshed first when it expires within `minValidity` seconds; null when signed out. */
  getToken(minValidity?: number): Promise<string | null>;
  /** Refreshes when close to expiry, or always with `force`; false when the refresh failed. */
  refreshToken(options?: { force?: boolean }): Promise<boolean>;
}

export const initialAuthSnapshot: AuthSnapshot = {
  initialized: false,
  authenticated: false,
  user: null,
  returnedFromLogin: false,
};

function claim(claims: Record<string, unknown>, name: string): string {
  const value = claims[name];
  return typeof value === 'string' ? value : '';
}

/** Reads the Keycloak access-token claims the site uses. */
export function userFromClaims(claims: Record<string, unknown>): AuthUser {
  return {
    sub: claim(claims, 'sub'),
    username: claim(claims, 'preferred_username'),
    email: claim(claims, 'email'),
    givenName: claim(claims, 'given_name'),
    familyName: claim(claims, 'family_name'),
  };
}
