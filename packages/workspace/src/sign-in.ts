import { WorkspaceError } from './errors';
import { startLoopbackListener } from './loopback-listener';
import {
  decodeClaims,
  discoverProvider,
  OAuthError,
  requestTokens,
  type OpenIdProvider,
  type TokenResponse,
} from './openid-provider';
import { createPkce, randomToken } from './pkce';
import type { IdentitySettings } from './server-settings';
import type { OpenBrowser } from './system-browser';
import type { StoredSession, TokenStore } from './token-store';

export const SIGN_IN_TIMEOUT_MS = 5 * 60_000;

export interface SignInOptions {
  server: string;
  identity: IdentitySettings;
  store: TokenStore;
  openBrowser: OpenBrowser;
  /** Told the authorization address before the browser opens (the CLI prints it to open by hand). */
  onAuthorizationUrl?: (url: string) => void;
  timeoutMs?: number;
  signal?: AbortSignal;
  fetch?: typeof fetch;
  now?: () => number;
}

/**
 * Sign-in for a native app (RFC 8252): PKCE S256, `state` and `nonce`, the system browser on the
 * provider's authorization page, the code back on a one-shot loopback listener, the code
 * exchanged for tokens, and the session stored. Nothing is stored unless every step succeeded.
 */
export async function signIn(options: SignInOptions): Promise<StoredSession> {
  const fetchImpl = options.fetch ?? fetch;
  const provider = await discoverProvider(options.identity, fetchImpl);
  const pkce = createPkce();
  const state = randomToken();
  const nonce = randomToken();
  const listener = await startLoopbackListener({
    state,
    timeoutMs: options.timeoutMs ?? SIGN_IN_TIMEOUT_MS,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  try {
    const url = new URL(provider.authorizationEndpoint);
    for (const [name, value] of Object.entries({
      client_id: provider.clientId,
      redirect_uri: listener.redirectUri,
      response_type: 'code',
      response_mode: 'query',
      scope: 'openid profile email',
      state,
      nonce,
      code_challenge: pkce.challenge,
      code_challenge_method: 'S256',
    }))
      url.searchParams.set(name, value);
    options.onAuthorizationUrl?.(url.href);
    // A browser that cannot be opened is not fatal: the address was shown to open by hand.
    await options.openBrowser(url.href).catch(() => undefined);
    const code = await listener.code;
    const tokens = await requestTokens(
      provider,
      {
        grant_type: 'authorization_code',
        code,
        redirect_uri: listener.redirectUri,
        code_verifier: pkce.verifier,
        client_id: provider.clientId,
      },
      fetchImpl,
    ).catch((error: unknown) => {
      throw error instanceof OAuthError
        ? new WorkspaceError(
            'sign-in-failed',
            `The identity provider refused the sign-in: ${error.message}.`,
          )
        : error;
    });
    const session = sessionFrom(
      options.server,
      provider,
      tokens,
      options.now?.() ?? Date.now(),
      nonce,
    );
    await options.store.write(session);
    return session;
  } finally {
    listener.close();
  }
}

/** A stored session from a token answer; checks the ID token's issuer, audience and nonce. */
export function sessionFrom(
  server: string,
  provider: OpenIdProvider,
  tokens: TokenResponse,
  now: number,
  nonce?: string,
): StoredSession {
  const idClaims = tokens.id_token ? decodeClaims(tokens.id_token) : {};
  const audience = idClaims.aud;
  const audiences = Array.isArray(audience) ? audience : [audience];
  if (
    tokens.id_token &&
    (idClaims.iss !== provider.issuer ||
      !audiences.includes(provider.clientId) ||
      (nonce !== undefined && idClaims.nonce !== nonce))
  ) {
    throw new WorkspaceError(
      'sign-in-failed',
      'The identity provider answered with an ID token for another sign-in; nothing was stored.',
    );
  }
  const claims = { ...decodeClaims(tokens.access_token), ...idClaims };
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    server,
    provider: {
      issuer: provider.issuer,
      clientId: provider.clientId,
      tokenEndpoint: provider.tokenEndpoint,
      ...(provider.revocationEndpoint ? { revocationEndpoint: provider.revocationEndpoint } : {}),
    },
    accessToken: tokens.access_token,
    accessTokenExpiresAt: now + tokens.expires_in * 1000,
    refreshToken: tokens.refresh_token,
    ...(tokens.refresh_expires_in
      ? { refreshTokenExpiresAt: now + tokens.refresh_expires_in * 1000 }
      : {}),
    ...(tokens.id_token ? { idToken: tokens.id_token } : {}),
    user: {
      sub: text(claims.sub),
      username: text(claims.preferred_username),
      email: text(claims.email),
    },
  };
}
