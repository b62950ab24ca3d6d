import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PaymentsContext } from './context.js';
import { sendPage } from './page-response.js';
import { renderNoticePage } from './pages/notice-page.js';
import { invalidParam, sendStripeError, StripeApiError } from './stripe-errors.js';
import { FormShapeError } from './stripe-form.js';

const isApiRequest = (request: FastifyRequest) => request.url.startsWith('/v1/');

/** Any thrown error as Stripe would word it; 4xx messages are for callers, 5xx go to the log. */
function toStripeError(error: Error & { statusCode?: number }): StripeApiError {
  if (error instanceof StripeApiError) return error;
  if (error instanceof FormShapeError)
    return invalidParam(error.param, 'parameter_invalid', error.message);
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
  if (status >= 500) {
    return new StripeApiError(500, { type: 'api_error', message: 'An unexpected error occurred.' });
  }
  return new StripeApiError(status, { type: 'invalid_request_error', message: error.message });
}

/** The one error handler: the API answers in Stripe's shape, browsers get a page. */
export function registerErrorHandling(app: FastifyInstance, ctx: PaymentsContext): void {
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const stripeError = toStripeError(error);
    if (stripeError.statusCode >= 500) request.log.error({ err: error }, 'Request failed');
    if (isApiRequest(request)) return sendStripeError(reply, stripeError);
    return sendPage(
      ctx,
      reply,
      renderNoticePage({
        title: 'Something went wrong',
        message: stripeError.message,
        tone: 'error',
      }),
      { status: stripeError.statusCode },
    );
  });

  app.setNotFoundHandler((request, reply) => {
    if (isApiRequest(request)) {
      return sendStripeError(
        reply,
        new StripeApiError(404, {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${request.method}: ${request.url.split('?')[0]}). This local emulator implements only Checkout Sessions (create, retrieve, line_items, expire).`,
        }),
      );
    }
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
  });
}
