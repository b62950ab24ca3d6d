import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  buildAuthorizationRedirect,
  parseAuthorizationRequest,
  type AuthorizationRequest,
} from '../authorization-request.js';
import { currentSession } from '../browser-session.js';
import { completeAuthorization, isAuthenticationTooOld } from '../complete-authorization.js';
import type { IdentityContext } from '../context.js';
import { searchParamsOf } from '../form-body.js';
import { issueFormToken } from '../form-token.js';
import { sendPage } from '../page-response.js';
import { isBroker, renderBrokerPage } from '../pages/broker-page.js';
import { renderNoticePage } from '../pages/notice-page.js';
import { renderSignInPage } from '../pages/sign-in-page.js';
import { renderSignUpPage } from '../pages/sign-up-page.js';
import { paths } from '../paths.js';

/**
 * Checks the authorization query of any step (authorize, registrations, the form posts).
 * On a problem it answers itself (error page, or error redirect to a trusted URI) and
 * returns undefined.
 */
export function resolveAuthorization(
  ctx: IdentityContext,
  request: FastifyRequest,
  reply: FastifyReply,
): AuthorizationRequest | undefined {
  const params = searchParamsOf(request);
  const parsed = parseAuthorizationRequest(params, ctx.clients, ctx.config.issuer);
  if (parsed.kind === 'valid') return parsed.request;
  if (parsed.kind === 'redirect-error') {
    reply.redirect(parsed.location, 302);
    return undefined;
  }
  sendPage(
    ctx,
    reply,
    renderNoticePage({
      title: 'We could not sign you in',
      message: `The application sent an invalid sign-in request (${parsed.message}).`,
      tone: 'error',
    }),
    { status: 400, frameable: params.get('prompt') === 'none' },
  );
  return undefined;
}

export function registerAuthorizeRoutes(app: FastifyInstance, ctx: IdentityContext): void {
  app.get(paths.authorize, async (request, reply) => {
    const auth = resolveAuthorization(ctx, request, reply);
    if (!auth) return reply;
    const session = currentSession(ctx, request);
    const isSessionUsable = session !== undefined && !isAuthenticationTooOld(ctx, auth, session);

    // keycloak-js' silent check frames this: answer with a redirect, never with a page.
    if (auth.prompts.has('none')) {
      reply.header(
        'content-security-policy',
        `frame-ancestors 'self' ${ctx.config.webOrigins.join(' ')}`,
      );
      const location = isSessionUsable
        ? await completeAuthorization(ctx, auth, session)
        : buildAuthorizationRedirect(auth.redirectUri, auth.responseMode, {
            error: 'login_required',
            state: auth.state,
            iss: ctx.config.issuer,
          });
      return reply.redirect(location, 302);
    }
    if (isSessionUsable && !auth.prompts.has('login')) {
      return reply.redirect(await completeAuthorization(ctx, auth, session), 302);
    }
    if (isBroker(auth.idpHint))
      return sendPage(ctx, reply, renderBrokerPage(auth.idpHint, auth.query));
    return sendPage(
      ctx,
      reply,
      renderSignInPage({
        query: auth.query,
        username: auth.loginHint ?? '',
        formToken: issueFormToken(request, reply),
      }),
    );
  });

  // The path alone says "sign up" (keycloak-js' register()); the query is a normal authorization.
  app.get(paths.registrations, async (request, reply) => {
    const auth = resolveAuthorization(ctx, request, reply);
    if (!auth) return reply;
    return sendPage(
      ctx,
      reply,
      renderSignUpPage({
        query: auth.query,
        values: {},
        errors: {},
        formToken: issueFormToken(request, reply),
      }),
    );
  });
}
