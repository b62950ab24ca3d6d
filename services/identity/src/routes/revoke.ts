import type { FastifyInstance } from 'fastify';
import type { IdentityContext } from '../context.js';
import { sendOAuthError } from '../errors.js';
import { bodyField } from '../form-body.js';
import { paths } from '../paths.js';
import { grantIdOf } from '../tokens.js';

/**
 * RFC 7009 token revocation, as Keycloak answers it: a refresh or access token of the calling
 * (public) client revokes its grant — the refresh chain and every access token of it, at
 * userinfo and account. The desktop app and the CLI sign out with it. A token that is invalid,
 * expired or already revoked is answered 200 like a revoked one (RFC 7009 §2.2); a token of
 * another client is refused.
 */
export function registerRevocationRoutes(app: FastifyInstance, ctx: IdentityContext): void {
  app.post(paths.revoke, async (request, reply) => {
    const client = ctx.clients.get(bodyField(request, 'client_id'));
    if (!client)
      return sendOAuthError(
        reply,
        401,
        'invalid_client',
        'Invalid client or Invalid client credentials',
      );
    reply.header('cache-control', 'no-store');
    const token = bodyField(request, 'token');
    if (!token) return sendOAuthError(reply, 400, 'invalid_request', 'Token not provided');

    const now = ctx.now();
    const claims =
      (await ctx.tokens.verify(token, 'Refresh', now)) ??
      (await ctx.tokens.verify(token, 'Bearer', now));
    if (claims) {
      if (claims.azp !== client.clientId)
        return sendOAuthError(reply, 400, 'unauthorized_client', 'Unmatching clients');
      const grantId = grantIdOf(claims);
      if (grantId) await ctx.sessions.revokeGrant(grantId);
    }
    return reply.code(200).send();
  });
}
