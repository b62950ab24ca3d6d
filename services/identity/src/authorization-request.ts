import type { Client, ClientRegistry } from './clients.js';

/**
 * A checked `P/auth` (or `P/registrations`) query. The original query string travels with
 * the sign-in, sign-up and reset forms and is checked again on every step, so no
 * server-side "authentication session" is needed between the pages.
 */
export interface AuthorizationRequest {
  client: Client;
  redirectUri: string;
  responseMode: 'query' | 'fragment';
  state: string | undefined;
  /** The scope granted: always `openid profile email` (Keycloak's default client scopes). */
  scope: string;
  nonce: string | undefined;
  codeChallenge: string;
  prompts: ReadonlySet<string>;
  maxAge: number | undefined;
  loginHint: string | undefined;
  idpHint: string | undefined;
  query: string;
}

export type AuthorizationParse =
  | { kind: 'valid'; request: AuthorizationRequest }
  /** Client and redirect URI are trusted, so the error goes back to the app (RFC 6749 §4.1.2.1). */
  | { kind: 'redirect-error'; location: string }
  /** Never redirect to an unchecked URI: the user sees the problem instead. */
  | { kind: 'page-error'; message: string };

export const grantedScope = 'openid profile email';
// S256 of a 32–96 byte verifier is always 43 base64url characters.
const s256ChallengePattern = /^[A-Za-z0-9_-]{43}$/;

/** Adds response parameters the way the response mode says, keeping what the URI already has. */
export function buildAuthorizationRedirect(
  redirectUri: string,
  responseMode: 'query' | 'fragment',
  params: Record<string, string | undefined>,
): string {
  const url = new URL(redirectUri);
  const answer = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    if (value !== undefined) answer.set(name, value);
  if (responseMode === 'query') {
    for (const [name, value] of answer) url.searchParams.append(name, value);
    return url.toString();
  }
  // keycloak-js parses its parameters out of a fragment that may hold the app's own.
  const existing = url.hash.replace(/^#/, '');
  url.hash = existing ? `${existing}&${answer}` : answer.toString();
  return url.toString();
}

export function parseAuthorizationRequest(
  params: URLSearchParams,
  clients: ClientRegistry,
  issuer: string,
): AuthorizationParse {
  const get = (name: string) => params.get(name) ?? undefined;
  const client = clients.get(get('client_id') ?? '');
  if (!client) return { kind: 'page-error', message: 'Client not found.' };

  const redirectUri = get('redirect_uri');
  if (!redirectUri || !client.isRedirectUriAllowed(redirectUri))
    return { kind: 'page-error', message: 'Invalid parameter: redirect_uri' };

  const state = get('state');
  const rawMode = get('response_mode');
  const responseMode = rawMode === 'fragment' ? 'fragment' : 'query';
  const refuse = (error: string, description: string): AuthorizationParse => ({
    kind: 'redirect-error',
    location: buildAuthorizationRedirect(redirectUri, responseMode, {
      error,
      error_description: description,
      state,
      iss: issuer,
    }),
  });

  if (rawMode !== undefined && rawMode !== 'query' && rawMode !== 'fragment')
    return refuse('invalid_request', 'Invalid parameter: response_mode');
  if (get('response_type') !== 'code')
    return refuse('unsupported_response_type', 'Only response_type=code is supported');

  const codeChallenge = get('code_challenge');
  const method = get('code_challenge_method');
  if (!codeChallenge) return refuse('invalid_request', 'Missing parameter: code_challenge');
  if (!method) return refuse('invalid_request', 'Missing parameter: code_challenge_method');
  if (method !== 'S256')
    return refuse('invalid_request', 'Invalid parameter: code_challenge_method');
  if (!s256ChallengePattern.test(codeChallenge))
    return refuse('invalid_request', 'Invalid parameter: code_challenge');

  const prompts = new Set((get('prompt') ?? '').split(' ').filter(Boolean));
  if (prompts.has('none') && prompts.size > 1)
    return refuse('invalid_request', 'Invalid parameter: prompt');

  const maxAge = Number.parseInt(get('max_age') ?? '', 10);
  return {
    kind: 'valid',
    request: {
      client,
      redirectUri,
      responseMode,
      state,
      scope: grantedScope,
      nonce: get('nonce'),
      codeChallenge,
      prompts,
      maxAge: Number.isInteger(maxAge) && maxAge >= 0 ? maxAge : undefined,
      loginHint: get('login_hint'),
      idpHint: get('kc_idp_hint'),
      query: params.toString(),
    },
  };
}
