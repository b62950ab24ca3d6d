import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticateBearer } from '../bearer-auth.js';
import { currentSession } from '../browser-session.js';
import type { IdentityContext } from '../context.js';
import { sendOAuthError } from '../errors.js';
import { searchParamsOf } from '../form-body.js';
import { sendPage } from '../page-response.js';
import { renderAccountPage, type AccountReferrer } from '../pages/account-page.js';
import { renderNoticePage } from '../pages/notice-page.js';
import { paths } from '../paths.js';

/** loadUserProfile() fetches JSON with a bearer; accountManagement() navigates here. */
function isApiCall(request: FastifyRequest): boolean {
  return (
    request.headers.authorization !== undefined ||
    (request.headers.accept ?? '').startsWith('application/json')
  );
}

/** `referrer` + `referrer_uri`, kept only if the URI is one the client may be sent back to. */
function referrerOf(ctx: IdentityContext, request: FastifyRequest): AccountReferrer | undefined {
  const params = searchParamsOf(request);
  const client = ctx.clients.get(params.get('referrer') ?? '');
  const uri = params.get('referrer_uri') ?? '';
  if (!client || !client.isRedirectUriAllowed(uri)) return undefined;
  return { clientId: client.clientId, name: client.name, uri };
}

export function registerAccountRoutes(app: FastifyInstance, ctx: IdentityContext): void {
  app.get(paths.account, async (request, reply) => {
    if (isApiCall(request)) {
      const user = await authenticateBearer(ctx, request);
      if (!user) return sendOAuthError(reply, 401, 'invalid_token', 'Token verification failed');
      // Keycloak's account REST representation (KeycloakProfile in keycloak-js).
      return {
        id: user.id,
        username: user.username,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        emailVerified: user.emailVerified,
        attributes: {},
      };
    }

    const referrer = referrerOf(ctx, request);
    const session = currentSession(ctx, request);
    const user = session && ctx.users.findById(session.userId);
    if (!user) {
      return sendPage(
        ctx,
        reply,
        renderNoticePage({
          title: 'Your account',
          message: 'You are not signed in. Sign in from the application to see your account.',
          actions: referrer
            ? [{ label: `Back to ${referrer.name}`, href: referrer.uri, primary: true }]
            : [],
        }),
      );
    }
    return sendPage(ctx, reply, renderAccountPage(user, referrer));
  });
}
