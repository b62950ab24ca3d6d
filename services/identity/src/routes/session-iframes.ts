import type { FastifyInstance } from 'fastify';
import type { IdentityContext } from '../context.js';
import { searchParamsOf } from '../form-body.js';
import { sendPage } from '../page-response.js';
import { renderLoginStatusIframe, renderThirdPartyCookiesAnswer } from '../pages/iframe-pages.js';
import { paths, protocolPath } from '../paths.js';

const testCookieName = 'KEYCLOAK_3P_COOKIE';
const testCookiePath = `${protocolPath}/3p-cookies/`;

/** The hidden pages keycloak-js frames during init and while polling the session. */
export function registerSessionIframeRoutes(app: FastifyInstance, ctx: IdentityContext): void {
  app.get(paths.loginStatusIframe, async (_request, reply) =>
    sendPage(ctx, reply, renderLoginStatusIframe(), { frameable: true, scripts: true }),
  );

  // The iframe asks once per client and origin; 204 lets it answer, 403 makes it say "error".
  app.get(paths.loginStatusInit, async (request, reply) => {
    const params = searchParamsOf(request);
    const client = ctx.clients.get(params.get('client_id') ?? '');
    const isAllowed = client?.isWebOriginAllowed(params.get('origin') ?? '') ?? false;
    return reply
      .code(isAllowed ? 204 : 403)
      .header('cache-control', 'no-store')
      .send();
  });

  // Step 1 sets a test cookie and moves on; step 2 reports whether the cookie came back.
  app.get(paths.thirdPartyCookiesStep1, async (_request, reply) => {
    reply.setCookie(testCookieName, 'supported', {
      path: testCookiePath,
      maxAge: 60,
      sameSite: 'lax',
      secure: ctx.config.publicUrl.startsWith('https:'),
    });
    return reply.header('cache-control', 'no-store').redirect('step2.html', 302);
  });

  app.get(paths.thirdPartyCookiesStep2, async (request, reply) => {
    const answer = request.cookies[testCookieName] === 'supported' ? 'supported' : 'unsupported';
    reply.clearCookie(testCookieName, { path: testCookiePath });
    return sendPage(ctx, reply, renderThirdPartyCookiesAnswer(answer), {
      frameable: true,
      scripts: true,
    });
  });
}
