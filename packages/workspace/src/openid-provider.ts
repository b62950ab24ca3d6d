import { z } from 'zod';
import { WorkspaceError } from './errors';
import { reach, jsonOf } from './reach';
import { invalidAnswer, issuerOf, type IdentitySettings } from './server-settings';

/** The provider's endpoints, from its OpenID discovery document. */
export interface OpenIdProvider {
  issuer: string;
  clientId: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  revocationEndpoint?: string;
}

const DiscoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string(),
  token_endpoint: z.string(),
  revocation_endpoint: z.string().optional(),
  code_challenge_methods_supported: z.array(z.string()).optional(),
});

/** Keycloak's (and RFC 6749's) token answer; only what a native app keeps. */
export const TokenResponseSchema = z.object({
  access_token: z.string(),
  expires_in: z.number(),
  refresh_token: z.string(),
  refresh_expires_in: z.number().optional(),
  id_token: z.string().optional(),
});
export type TokenResponse = z.infer<typeof TokenResponseSchema>;

const OAuthErrorSchema = z.object({
  error: z.string(),
  error_description: z.string().optional(),
});

export const providerName = (issuer: string) => `The identity provider at ${issuer}`;

export async function discoverProvider(
  identity: IdentitySettings,
  fetchImpl: typeof fetch = fetch,
): Promise<OpenIdProvider> {
  const issuer = issuerOf(identity);
  const service = providerName(issuer);
  const response = await reach(
    fetchImpl,
    `${issuer}/.well-known/openid-configuration`,
    {},
    service,
  );
  if (!response.ok) throw invalidAnswer(service, response.status);
  const parsed = DiscoverySchema.safeParse(await jsonOf(response));
  if (!parsed.success) throw invalidAnswer(service, response.status);
  const document = parsed.data;
  // PKCE S256 is what keeps a stolen code useless (RFC 8252 §8.1); a provider without it is refused.
  if (!document.code_challenge_methods_supported?.includes('S256')) {
    throw new WorkspaceError(
      'sign-in-failed',
      `${service} does not support PKCE (S256), which rewright requires.`,
    );
  }
  return {
    issuer: document.issuer,
    clientId: identity.clientId,
    authorizationEndpoint: document.authorization_endpoint,
    tokenEndpoint: document.token_endpoint,
    ...(document.revocation_endpoint ? { revocationEndpoint: document.revocation_endpoint } : {}),
  };
}

/** An OAuth error answer of the token endpoint (`invalid_grant`…), kept apart from the service being down. */
export class OAuthError extends Error {
  constructor(
    readonly code: string,
    readonly description: string,
  ) {
    super(description ? `${code}: ${description}` : code);
  }
}

/** One form POST to the token endpoint: the answer's tokens, or an `OAuthError`. */
export async function requestTokens(
  provider: Pick<OpenIdProvider, 'issuer' | 'tokenEndpoint'>,
  fields: Record<string, string>,
  fetchImpl: typeof fetch = fetch,
): Promise<TokenResponse> {
  const response = await postForm(
    fetchImpl,
    provider.tokenEndpoint,
    fields,
    providerName(provider.issuer),
  );
  const body = await jsonOf(response);
  if (response.ok) {
    const tokens = TokenResponseSchema.safeParse(body);
    if (tokens.success) return tokens.data;
  }
  const error = OAuthErrorSchema.safeParse(body);
  if (error.success && response.status < 500)
    throw new OAuthError(error.data.error, error.data.error_description ?? '');
  throw invalidAnswer(providerName(provider.issuer), response.status);
}

/** RFC 7009: revokes a token (the provider revokes its whole chain); false when there is no endpoint. */
export async function revokeToken(
  provider: { issuer: string; clientId: string; revocationEndpoint?: string },
  token: string,
  hint: 'refresh_token' | 'access_token',
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  if (!provider.revocationEndpoint) return false;
  const service = providerName(provider.issuer);
  const response = await postForm(
    fetchImpl,
    provider.revocationEndpoint,
    { token, token_type_hint: hint, client_id: provider.clientId },
    service,
  );
  if (!response.ok) throw invalidAnswer(service, response.status);
  return true;
}

function postForm(
  fetchImpl: typeof fetch,
  url: string,
  fields: Record<string, string>,
  service: string,
) {
  return reach(
    fetchImpl,
    url,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(fields).toString(),
    },
    service,
  );
}

/** A JWT's claims, unverified: tokens come straight from the token endpoint (OIDC Core §3.1.3.7). */
export function decodeClaims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1];
  if (!payload) return {};
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
