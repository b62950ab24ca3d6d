import type { FastifyReply } from 'fastify';

/**
 * Stripe's error body, which the SDK turns into typed errors by status and `type`
 * (400/404 → StripeInvalidRequestError, 401 → StripeAuthenticationError,
 * 400 + idempotency_error → StripeIdempotencyError, 5xx → StripeAPIError):
 *
 *   { "error": { "type": "invalid_request_error", "code": "parameter_missing",
 *                "param": "line_items[0][quantity]", "message": "Missing required param: …" } }
 */
export type StripeErrorType = 'invalid_request_error' | 'idempotency_error' | 'api_error';

export interface StripeErrorBody {
  type: StripeErrorType;
  message: string;
  code?: string;
  param?: string;
  doc_url?: string;
}

export class StripeApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }
}

const docUrl = (code: string) => `https://stripe.com/docs/error-codes/${code.replace(/_/g, '-')}`;

/** A 400 about one parameter; `param` uses Stripe's bracket form (`line_items[0][quantity]`). */
export function invalidParam(param: string, code: string, message: string): StripeApiError {
  return new StripeApiError(400, {
    type: 'invalid_request_error',
    code,
    param,
    message,
    doc_url: docUrl(code),
  });
}

export function missingParam(param: string): StripeApiError {
  return invalidParam(param, 'parameter_missing', `Missing required param: ${param}.`);
}

export function resourceMissing(param: string, what: string, id: string): StripeApiError {
  return new StripeApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param,
    message: `No such ${what}: '${id}'`,
    doc_url: docUrl('resource_missing'),
  });
}

export function sendStripeError(reply: FastifyReply, error: StripeApiError): FastifyReply {
  // Stripe tells its SDKs not to retry a request the same input would fail again; a 409
  // (the same idempotency key still in flight) is worth retrying, and the SDK does.
  if (error.statusCode < 500 && error.statusCode !== 409) {
    reply.header('stripe-should-retry', 'false');
  }
  return reply
    .code(error.statusCode)
    .header('cache-control', 'no-cache, no-store')
    .send({ error: error.body });
}
