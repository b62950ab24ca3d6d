import type { FastifyInstance } from 'fastify';
import type { IdentityContext } from '../context.js';
import { paths } from '../paths.js';

/** The OpenID Provider Metadata; keycloak-js in Keycloak mode never reads it, other clients do. */
export function buildDiscoveryDocument(ctx: IdentityContext) {
  const base = ctx.config.publicUrl;
  return {
    issuer: ctx.config.issuer,
    authorization_endpoint: base + paths.authorize,
    token_endpoint: base + paths.token,
    revocation_endpoint: base + paths.revoke,
    userinfo_endpoint: base + paths.userinfo,
    end_session_endpoint: base + paths.logout,
    jwks_uri: base + paths.certs,
    check_session_iframe: base + paths.loginStatusIframe,
    grant_types_supported: ['authorization_code', 'refresh_token'],
    response_types_supported: ['code'],
    response_modes_supported: ['query', 'fragment'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    token_endpoint_auth_methods_supported: ['none'],
    revocation_endpoint_auth_methods_supported: ['none'],
    code_challenge_methods_supported: ['S256'],
    scopes_supported: ['openid', 'profile', 'email'],
    claims_supported: [
      'iss',
      'sub',
      'aud',
      'exp',
      'iat',
      'auth_time',
      'nonce',
      'sid',
      'azp',
      'preferred_username',
      'email',
      'email_verified',
      'name',
      'given_name',
      'family_name',
    ],
    claims_parameter_supported: false,
    request_parameter_supported: false,
    request_uri_parameter_supported: false,
    frontchannel_logout_supported: false,
    backchannel_logout_supported: false,
  };
}

export function registerDiscoveryRoutes(app: FastifyInstance, ctx: IdentityContext): void {
  app.get(paths.discovery, async () => buildDiscoveryDocument(ctx));

  app.get(paths.certs, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { keys: [ctx.signingKey.publicJwk] };
  });
}
