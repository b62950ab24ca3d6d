import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PaymentsContext } from './context.js';
import { invalidParam, sendStripeError, StripeApiError } from './stripe-errors.js';

/**
 * Stripe's idempotent requests for every POST under /v1: the SDK sends an `Idempotency-Key`
 * (one per call, reused by its retries). The first successful answer is stored and replayed
 * for the same key with `Idempotent-Replayed: true`; the same key with other parameters is
 * an idempotency_error; a key whose first request is still running gets 409 (the SDK retries).
 * Like Stripe, answers that failed validation or errored are not stored, so a corrected
 * request may reuse the key.
 */
const keyHeader = 'idempotency-key';
const runningKeys = new WeakMap<FastifyRequest, { key: string; fingerprint: string }>();

function fingerprintOf(request: FastifyRequest): string {
  return `${request.method} ${request.url}\n${JSON.stringify(request.body ?? {})}`;
}

export function registerIdempotency(app: FastifyInstance, ctx: PaymentsContext): void {
  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers[keyHeader];
    if (request.method !== 'POST' || typeof key !== 'string') return;
    if (key.length === 0 || key.length > 255) {
      return sendStripeError(
        reply,
        invalidParam(
          'Idempotency-Key',
          'idempotency_key_invalid',
          'Idempotency keys must be 1 to 255 characters long.',
        ),
      );
    }
    const fingerprint = fingerprintOf(request);
    const stored = ctx.idempotency.find(key, ctx.now());
    if (stored) {
      if (stored.fingerprint !== fingerprint) {
        return sendStripeError(
          reply,
          new StripeApiError(400, {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          }),
        );
      }
      return reply
        .code(stored.statusCode)
        .header('idempotency-key', key)
        .header('idempotent-replayed', 'true')
        .type('application/json; charset=utf-8')
        .send(stored.body);
    }
    if (!ctx.idempotency.begin(key)) {
      return sendStripeError(
        reply,
        new StripeApiError(409, {
          type: 'invalid_request_error',
          code: 'idempotency_key_in_use',
          message:
            'There is currently another in-progress request using this Idempotent Key (probably means you had concurrent requests). Please try again later.',
        }),
      );
    }
    runningKeys.set(request, { key, fingerprint });
    reply.header('idempotency-key', key);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const running = runningKeys.get(request);
    if (!running) return payload;
    runningKeys.delete(request);
    try {
      if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string') {
        const answer = {
          ...running,
          statusCode: reply.statusCode,
          body: payload,
          createdAt: ctx.now().getTime(),
        };
        await ctx.idempotency.store(answer, ctx.now());
      }
    } finally {
      ctx.idempotency.end(running.key);
    }
    return payload;
  });

  // A request that never reached onSend (the client went away) must not hold its key.
  const release = async (request: FastifyRequest) => {
    const running = runningKeys.get(request);
    if (running) {
      runningKeys.delete(request);
      ctx.idempotency.end(running.key);
    }
  };
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
}
