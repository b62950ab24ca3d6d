import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../app-error';

export interface RateLimitOptions {
  /** Requests per minute per client IP. */
  max: number;
}

/**
 * Limits /api/* per client IP (`request.ip`: the socket's peer, or with TRUST_PROXY the client a
 * trusted proxy forwards for). The website's files are not limited, and a route may opt out with
 * `config: { rateLimit: false }` (health, the signed webhook). Over the limit: 429 in the error shape.
 */
export default fp(
  async function apiRateLimit(app: FastifyInstance, options: RateLimitOptions) {
    await app.register(rateLimit, {
      max: options.max,
      timeWindow: '1 minute',
      allowList: (request) => !request.url.startsWith('/api/'),
      // What this returns is thrown, so the errors plugin answers it like any other AppError.
      errorResponseBuilder: (_request, context) =>
        new AppError('rate_limited', `Too many requests. Try again in ${context.after}.`),
    });
  },
  { name: 'rate-limit' },
);
