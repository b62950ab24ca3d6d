import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PaymentsContext } from './context.js';
import { sendStripeError, StripeApiError } from './stripe-errors.js';

/** The key a request carries: `Bearer sk_…` (the SDK) or Basic with the key as user (curl -u). */
function presentedKey(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization ?? '';
  const bearer = /^Bearer\s+(\S+)$/i.exec(header);
  if (bearer) return bearer[1];
  const basic = /^Basic\s+(\S+)$/i.exec(header);
  if (basic) return Buffer.from(basic[1]!, 'base64').toString('utf8').split(':')[0];
  return undefined;
}

function isSameKey(presented: string, expected: string): boolean {
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

// Stripe shows a wrong key with its middle hidden.
const redact = (key: string) =>
  key.length > 12 ? `${key.slice(0, 8)}${'*'.repeat(key.length - 12)}${key.slice(-4)}` : '****';

/** Every /v1 request needs the one configured secret key; anything else is 401 as Stripe says it. */
export function registerApiAuth(app: FastifyInstance, ctx: PaymentsContext): void {
  app.addHook('onRequest', async (request, reply) => {
    const key = presentedKey(request);
    if (key !== undefined && isSameKey(key, ctx.config.secretKey)) return;
    reply.header('www-authenticate', 'Bearer realm="Stripe"');
    return sendStripeError(
      reply,
      new StripeApiError(401, {
        type: 'invalid_request_error',
        message:
          key === undefined
            ? "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY')."
            : `Invalid API Key provided: ${redact(key)}`,
      }),
    );
  });
}
