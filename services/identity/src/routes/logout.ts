import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clearSessionCookies, identityCookieName } from '../browser-session.js';
import type { IdentityContext } from '../context.js';
import { fieldOf } from '../form-body.js';
import { sendPage } from '../page-response.js';
import { renderNoticePage } from '../pages/notice-page.js';
import { paths } from '../paths.js';

/**
 * RP-initiated logout, as keycloak-js sends it: GET with a query or a form POST, both with
 * `client_id`, `post_logout_redirect_uri` and `id_token_hint`. It always ends the session
 * (no confirmation screen) and redirects only to a URI the client may use.
 */
async function logout(
  ctx: IdentityContext,
  request: FastifyRequest,
  reply: FastifyReply,
  fields: unknown,
) {
  const clientIdField = fieldOf(fields, 'client_id');
  const redirectUri = fieldOf(fields, 'post_logout_redirect_uri');
  const state = fieldOf(fields, 'state');
  const hintToken = fieldOf(fields, 'id_token_hint');
  // Expired hints are normal (the app may log out long after sign-in); a forged one is ignored.
  const hint = hintToken ? await ctx.tokens.verifySignatureOnly(hintToken) : undefined;
  const clientId = clientIdField || (typeof hint?.azp === 'string' ? hint.azp : '');
  const client = ctx.clients.get(clientId);
  // A hint issued to another client must not steer this logout.
  const isHintForClient = hint !== undefined && (!clientIdField || hint.azp === clientIdField);

  const sessionIds = new Set([
    request.cookies[identityCookieName],
    isHintForClient ? hint.sid : undefined,
  ]);
  for (const sid of sessionIds) if (sid) await ctx.sessions.end(sid);
  clearSessionCookies(ctx, reply);
  request.log.info({ clientId: client?.clientId }, 'Signed out');

  if (redirectUri && client?.isRedirectUriAllowed(redirectUri)) {
    const target = new URL(redirectUri);
    if (state) target.searchParams.set('state', state);
    return reply.redirect(target.toString(), 302);
  }
  return sendPage(
    ctx,
    reply,
    renderNoticePage({
      title: 'You are signed out',
      message: redirectUri
        ? 'You are signed out. The application asked to return to an address it is not allowed to use, so you stay here.'
        : 'You are signed out. You can close this window.',
      tone: 'success',
    }),
  );
}

export function registerLogoutRoutes(app: FastifyInstance, ctx: IdentityContext): void {
  app.get(paths.logout, (request, reply) => logout(ctx, request, reply, request.query));
  app.post(paths.logout, (request, reply) => logout(ctx, request, reply, request.body));
}
