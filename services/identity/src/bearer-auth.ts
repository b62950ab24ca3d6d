import type { FastifyRequest } from 'fastify';
import type { IdentityContext } from './context.js';
import { grantIdOf } from './tokens.js';
import type { User } from './users.js';

/**
 * The user behind `Authorization: Bearer <access token>` (keycloak-js writes "bearer").
 * Like Keycloak, a token of an ended session or a revoked grant no longer works, even
 * before it expires.
 */
export async function authenticateBearer(
  ctx: IdentityContext,
  request: FastifyRequest,
): Promise<User | undefined> {
  const match = /^bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (!match) return undefined;
  const now = ctx.now();
  const claims = await ctx.tokens.verify(match[1]!, 'Bearer', now);
  const session = claims && ctx.sessions.findActive(claims.sid, now);
  if (!claims || !session) return undefined;
  const grant = ctx.sessions.findGrant(session, grantIdOf(claims) ?? '');
  if (!grant || grant.revoked) return undefined;
  return ctx.users.findById(session.userId);
}
