import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IdentityContext } from './context.js';
import { renderNoticePage } from './pages/notice-page.js';
import { sendPage } from './page-response.js';

/** Keycloak's (and RFC 6749's) error body: `{ error, error_description }`. */
export function sendOAuthError(
  reply: FastifyReply,
  status: number,
  error: string,
  description: string,
): FastifyReply {
  if (status === 401) reply.header('www-authenticate', `Bearer error="${error}"`);
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ error, error_description: description });
}

function wantsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') && !accept.startsWith('application/json');
}

/**
 * The one error handler: browsers get a page, programs get the OAuth error body.
 * 4xx messages are for users; 5xx details go only to the log.
 */
export function registerErrorHandling(app: FastifyInstance, ctx: IdentityContext): void {
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    const message = status < 500 ? error.message : 'An unexpected error occurred.';
    if (status >= 500) request.log.error({ err: error }, 'Request failed');
    if (wantsHtml(request)) {
      return sendPage(
        ctx,
        reply,
        renderNoticePage({ title: 'Something went wrong', message, tone: 'error' }),
        { status },
      );
    }
    return sendOAuthError(
      reply,
      status,
      status < 500 ? 'invalid_request' : 'server_error',
      message,
    );
  });

  app.setNotFoundHandler((request, reply) => {
    if (wantsHtml(request)) {
      return sendPage(
        ctx,
        reply,
        renderNoticePage({
          title: 'Page not found',
          message: 'There is nothing at this address.',
          tone: 'error',
        }),
        { status: 404 },
      );
    }
    return sendOAuthError(reply, 404, 'not_found', 'Not found');
  });
}
