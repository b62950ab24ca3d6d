/**
 * Hands keycloak-js's tokens from one page of a browser tab to the next full page load in the same
 * tab, so that load can pass them to `init` instead of running the silent check-sso iframe (a round
 * trip to the identity provider in a hidden frame; only a tab's first page needs it).
 *
 * The tokens sit in sessionStorage only between pages: written when the page is left (pagehide,
 * freeze), taken out again by the next page's init. While a page is live the storage holds none,
 * so "Duplicate tab" (which copies sessionStorage) never gives two live pages one refresh-token
 * chain; the realm rotates refresh tokens and treats a reused one as stolen. Never localStorage.
 */
export interface TabTokens {
  token: string;
  refreshToken: string;
  idToken?: string;
  /** keycloak-js's browser-to-server clock difference; without it every token counts as expired. */
  timeSkew?: number;
}

export const tabTokensKey = 'rewright.auth.tab-tokens';

export type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function isTabTokens(value: unknown): value is TabTokens {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.token === 'string' &&
    v.token !== '' &&
    typeof v.refreshToken === 'string' &&
    v.refreshToken !== '' &&
    (v.idToken === undefined || typeof v.idToken === 'string') &&
    (v.timeSkew === undefined || (typeof v.timeSkew === 'number' && Number.isFinite(v.timeSkew)))
  );
}

/** The stored tokens as written, or null (none, unreadable, or storage refused: private modes). */
export function peekTabTokens(storage: TokenStorage): string | null {
  try {
    return storage.getItem(tabTokensKey);
  } catch {
    return null;
  }
}

export function parseTabTokens(raw: string | null): TabTokens | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isTabTokens(value) ? value : null;
  } catch {
    return null;
  }
}

export function serialiseTabTokens(tokens: TabTokens): string {
  const { token, refreshToken, idToken, timeSkew } = tokens;
  return JSON.stringify({ token, refreshToken, idToken, timeSkew });
}

/** Reads and removes the tokens: from now on only this page holds them. */
export function takeTabTokens(storage: TokenStorage): TabTokens | null {
  const tokens = parseTabTokens(peekTabTokens(storage));
  clearTabTokens(storage);
  return tokens;
}

export function clearTabTokens(storage: TokenStorage): void {
  try {
    storage.removeItem(tabTokensKey);
  } catch {
    // Storage refused: nothing was stored either.
  }
}

/** Returns what was stored (null when the storage refused it, e.g. over quota). */
export function keepTabTokens(storage: TokenStorage, tokens: TabTokens): string | null {
  const raw = serialiseTabTokens(tokens);
  try {
    storage.setItem(tabTokensKey, raw);
    return raw;
  } catch {
    return null;
  }
}
