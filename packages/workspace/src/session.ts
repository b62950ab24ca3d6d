import { notSignedIn, WorkspaceError } from './errors';
import { OAuthError, requestTokens, revokeToken } from './openid-provider';
import { sessionFrom } from './sign-in';
import type { StoredSession, TokenStore } from './token-store';

/** An access token closer than this to its expiry is refreshed first (a request takes time too). */
export const REFRESH_MARGIN_MS = 60_000;

/** What a request to the API is made with. */
export interface Credentials {
  server: string;
  accessToken: string;
  /** Where it came from: the environment (CI) or the stored sign-in. */
  source: 'environment' | 'stored';
  session?: StoredSession;
}

export interface CredentialOptions {
  store: TokenStore;
  /** The server asked for explicitly (`--server`, `REWRIGHT_SERVER`); else the session's. */
  server?: string;
  /** Falls back to this when neither is known (env token without a server). */
  defaultServer: string;
  env: NodeJS.ProcessEnv;
  fetch?: typeof fetch;
  now?: () => number;
}

/**
 * The access token to call the API with. `REWRIGHT_TOKEN` (CI) is used as it is: never stored,
 * never refreshed. Otherwise the stored session's, refreshed first when it is about to expire; a
 * refresh the provider refuses (the session ended or was revoked) deletes the stored tokens.
 */
export async function getCredentials(options: CredentialOptions): Promise<Credentials> {
  const fromEnv = options.env.REWRIGHT_TOKEN?.trim();
  if (fromEnv) {
    return {
      server: options.server ?? options.defaultServer,
      accessToken: fromEnv,
      source: 'environment',
    };
  }
  let session = await options.store.read();
  if (!session) throw notSignedIn();
  if (options.server !== undefined && options.server !== session.server) {
    throw notSignedIn(`You are signed in to ${session.server}, not ${options.server}`);
  }
  const now = options.now?.() ?? Date.now();
  if (session.accessTokenExpiresAt - now <= REFRESH_MARGIN_MS) {
    session = await refreshSession(session, options.store, options.fetch ?? fetch, now);
  }
  return { server: session.server, accessToken: session.accessToken, source: 'stored', session };
}

export async function refreshSession(
  session: StoredSession,
  store: TokenStore,
  fetchImpl: typeof fetch,
  now: number,
): Promise<StoredSession> {
  if (session.refreshTokenExpiresAt !== undefined && session.refreshTokenExpiresAt <= now) {
    await store.delete();
    throw notSignedIn('Your sign-in has expired');
  }
  try {
    const tokens = await requestTokens(
      session.provider,
      {
        grant_type: 'refresh_token',
        refresh_token: session.refreshToken,
        client_id: session.provider.clientId,
      },
      fetchImpl,
    );
    const next = sessionFrom(
      session.server,
      { ...session.provider, authorizationEndpoint: '' },
      tokens,
      now,
    );
    const refreshed = { ...next, user: next.user.sub ? next.user : session.user };
    await store.write(refreshed);
    return refreshed;
  } catch (error) {
    if (error instanceof OAuthError) {
      await store.delete();
      throw notSignedIn('Your sign-in has ended (expired or signed out elsewhere)');
    }
    throw error;
  }
}

export interface SignOutResult {
  /** False when there was no stored sign-in. */
  wasSignedIn: boolean;
  /** The provider revoked the tokens (false: it has no revocation endpoint). */
  revoked: boolean;
  session?: StoredSession;
  /** Set when the provider could not be told; the tokens are deleted here all the same. */
  revokeError?: WorkspaceError;
}

/**
 * Signs out: revokes the refresh token at the provider (RFC 7009; it revokes the chain and the
 * access tokens of it), then deletes the stored tokens — also when the provider cannot be
 * reached, since keeping them would leave the user signed in against their wish.
 */
export async function signOut(
  store: TokenStore,
  fetchImpl: typeof fetch = fetch,
): Promise<SignOutResult> {
  const session = await store.read();
  if (!session) return { wasSignedIn: false, revoked: false };
  let revoked = false;
  let revokeError: WorkspaceError | undefined;
  try {
    revoked = await revokeToken(session.provider, session.refreshToken, 'refresh_token', fetchImpl);
  } catch (error) {
    if (!(error instanceof WorkspaceError)) throw error;
    revokeError = error;
  } finally {
    await store.delete();
  }
  return { wasSignedIn: true, revoked, session, ...(revokeError ? { revokeError } : {}) };
}
