import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IdentityContext } from './context.js';
import { realmPath } from './paths.js';
import type { SsoSession } from './sessions.js';

/** HttpOnly: the session id itself. */
export const identityCookieName = 'KEYCLOAK_IDENTITY';
/** Readable by the login-status iframe: base64url(sha256(sid)), as Keycloak 26.1+ sets it. */
export const sessionCookieName = 'KEYCLOAK_SESSION';
// Keycloak scopes both cookies to the realm.
const cookiePath = `${realmPath}/`;

export function sessionCookieValue(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('base64url');
}

function isSecure(ctx: IdentityContext): boolean {
  return ctx.config.publicUrl.startsWith('https:');
}

/** The SSO session named by the browser's cookie, if still active. */
export function currentSession(
  ctx: IdentityContext,
  request: FastifyRequest,
): SsoSession | undefined {
  return ctx.sessions.findActive(request.cookies[identityCookieName], ctx.now());
}

/** A fresh session after a password check; any session the browser had is ended. */
export async function startSession(
  ctx: IdentityContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<SsoSession> {
  const previous = request.cookies[identityCookieName];
  if (previous) await ctx.sessions.end(previous);
  const session = await ctx.sessions.create(userId, ctx.now());
  // Lax is enough: the site and the IdP share a site (localhost), so the iframes get them.
  const common = { path: cookiePath, sameSite: 'lax', secure: isSecure(ctx) } as const;
  reply.setCookie(identityCookieName, session.id, { ...common, httpOnly: true });
  reply.setCookie(sessionCookieName, sessionCookieValue(session.id), {
    ...common,
    httpOnly: false,
  });
  return session;
}

export function clearSessionCookies(ctx: IdentityContext, reply: FastifyReply): void {
  for (const name of [identityCookieName, sessionCookieName]) {
    reply.clearCookie(name, { path: cookiePath, sameSite: 'lax', secure: isSecure(ctx) });
  }
}
