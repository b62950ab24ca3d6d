import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clearSessionCookies, currentSession } from '../browser-session.js';
import type { Client } from '../clients.js';
import type { IdentityContext } from '../context.js';
import { bodyField, fieldOf } from '../form-body.js';
import { expiredFormMessage, isFormTokenValid, issueFormToken } from '../form-token.js';
import { sendPage } from '../page-response.js';
import { type LogoutRequestFields, renderLogoutConfirmPage } from '../pages/logout-confirm-page.js';
import { renderNoticePage } from '../pages/notice-page.js';
import { paths } from '../paths.js';
import type { TokenClaims } from '../tokens.js';

interface LogoutRequest {
  fields: LogoutRequestFields;
  client: Client | undefined;
  /** A valid ID token of this client: proof the logout comes from the app. */
  hint: TokenClaims | undefined;
}

async function readLogoutRequest(ctx: IdentityContext, source: unknown): Promise<LogoutRequest> {
  const fields: LogoutRequestFields = {
    clientId: fieldOf(source, 'client_id'),
    postLogoutRedirectUri: fieldOf(source, 'post_logout_redirect_uri'),
    state: fieldOf(source, 'state'),
    idTokenHint: fieldOf(source, 'id_token_hint'),
  };
  // Expired hints are normal (the app may log out long after sign-in); a forged one, or an
  // access or refresh token passed as one, is ignored.
  const claims = fields.idTokenHint
    ? await ctx.tokens.verifySignatureOnly(fields.idTokenHint)
    : undefined;
  const idClaims = claims?.typ === 'ID' ? claims : undefined;
  const clientId = fields.clientId || (typeof idClaims?.azp === 'string' ? idClaims.azp : '');
  // A hint issued to another client must not steer this logout.
  const hint =
    idClaims && (!fields.clientId || idClaims.azp === fields.clientId) ? idClaims : undefined;
  return { fields, client: ctx.clients.get(clientId), hint };
}

function allowedRedirect({ fields, client }: LogoutRequest): string | undefined {
  const uri = fields.postLogoutRedirectUri;
  return uri && client?.isRedirectUriAllowed(uri) ? uri : undefined;
}

/** Ends the browser's session and the hint's, clears the cookies and sends the user on. */
async function endSessions(
  ctx: IdentityContext,
  request: FastifyRequest,
  reply: FastifyReply,
  logoutRequest: LogoutRequest,
) {
  const sessionIds = new Set([currentSession(ctx, request)?.id, logoutRequest.hint?.sid]);
  for (const sid of sessionIds) if (typeof sid === 'string') await ctx.sessions.end(sid);
  clearSessionCookies(ctx, reply);
  request.log.info({ clientId: logoutRequest.client?.clientId }, 'Signed out');

  const redirectUri = allowedRedirect(logoutRequest);
  if (redirectUri) {
    const target = new URL(redirectUri);
    if (logoutRequest.fields.state) target.searchParams.set('state', logoutRequest.fields.state);
    return reply.redirect(target.toString(), 302);
  }
  return sendPage(
    ctx,
    reply,
    renderNoticePage({
      title: 'You are signed out',
      message: logoutRequest.fields.postLogoutRedirectUri
        ? 'You are signed out. The application asked to return to an address it is not allowed to use, so you stay here.'
        : 'You are signed out. You can close this window.',
      tone: 'success',
    }),
  );
}

function askForConfirmation(
  ctx: IdentityContext,
  request: FastifyRequest,
  reply: FastifyReply,
  logoutRequest: LogoutRequest,
  alert?: string,
) {
  return sendPage(
    ctx,
    reply,
    renderLogoutConfirmPage({
      fields: logoutRequest.fields,
      formToken: issueFormToken(request, reply),
      backHref: allowedRedirect(logoutRequest),
      alert,
    }),
    { status: alert ? 400 : 200 },
  );
}

/**
 * RP-initiated logout, as keycloak-js sends it: GET with a query or a form POST, both with
 * `client_id`, `post_logout_redirect_uri` and `id_token_hint`. As in Keycloak, a valid ID token
 * of the browser's session (or of a session the browser no longer has) logs out at once; without
 * one, a signed-in browser is asked "Do you want to log out?" first, so a link on another site
 * cannot sign anyone out. Redirects go only to a URI the client may use.
 */
async function logout(
  ctx: IdentityContext,
  request: FastifyRequest,
  reply: FastifyReply,
  source: unknown,
) {
  const logoutRequest = await readLogoutRequest(ctx, source);
  const browserSession = currentSession(ctx, request);
  const isProven =
    logoutRequest.hint !== undefined && logoutRequest.hint.sid === browserSession?.id;
  if (browserSession && !isProven) return askForConfirmation(ctx, request, reply, logoutRequest);
  return endSessions(ctx, request, reply, logoutRequest);
}

export function registerLogoutRoutes(app: FastifyInstance, ctx: IdentityContext): void {
  app.get(paths.logout, (request, reply) => logout(ctx, request, reply, request.query));
  app.post(paths.logout, (request, reply) => logout(ctx, request, reply, request.body));

  // The confirmation's "Logout" button. The double-submit form token (a SameSite=Strict
  // cookie) is what proves the click happened on our page.
  app.post(paths.logoutConfirm, async (request, reply) => {
    const logoutRequest = await readLogoutRequest(ctx, request.body);
    if (!isFormTokenValid(request, bodyField(request, 'form_token')))
      return askForConfirmation(ctx, request, reply, logoutRequest, expiredFormMessage);
    return endSessions(ctx, request, reply, logoutRequest);
  });
}
