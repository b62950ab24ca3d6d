import { buildAuthorizationRedirect, type AuthorizationRequest } from './authorization-request.js';
import type { IdentityContext } from './context.js';
import type { SsoSession } from './sessions.js';

/** Ends an authorization with a code: the redirect back to the client, as Keycloak sends it. */
export async function completeAuthorization(
  ctx: IdentityContext,
  request: AuthorizationRequest,
  session: SsoSession,
): Promise<string> {
  const now = ctx.now();
  await ctx.sessions.touch(session, now);
  const code = ctx.codes.issue(
    {
      clientId: request.client.clientId,
      redirectUri: request.redirectUri,
      codeChallenge: request.codeChallenge,
      nonce: request.nonce,
      scope: request.scope,
      sessionId: session.id,
    },
    now,
  );
  return buildAuthorizationRedirect(request.redirectUri, request.responseMode, {
    state: request.state,
    session_state: session.id,
    iss: ctx.config.issuer,
    code,
  });
}

/** OIDC `max_age`: a session older than asked for needs the password again. */
export function isAuthenticationTooOld(
  ctx: IdentityContext,
  request: AuthorizationRequest,
  session: SsoSession,
): boolean {
  if (request.maxAge === undefined) return false;
  return Math.floor(ctx.now().getTime() / 1000) - session.authTime > request.maxAge;
}
