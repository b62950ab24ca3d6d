import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readCreateSessionParams, readExpand } from '../checkout-params.js';
import { renderLineItems, renderSession, type StoredSession } from '../checkout-session.js';
import type { PaymentsContext } from '../context.js';
import { StripeApiError, resourceMissing } from '../stripe-errors.js';
import { parseStripeQuery, type FormObject } from '../stripe-form.js';

// What Stripe answers when the caller names no version; the SDK always sends its own.
export const defaultApiVersion = '2026-10-28.endive';

type SessionRequest = FastifyRequest<{ Params: { id: string } }>;

const bodyOf = (request: FastifyRequest): FormObject =>
  (request.body as FormObject | undefined) ?? {};

async function findOrThrow(ctx: PaymentsContext, id: string): Promise<StoredSession> {
  const stored = await ctx.checkout.find(id);
  if (!stored) throw resourceMissing('session', 'checkout.session', id);
  return stored;
}

/** The Checkout Sessions subset of Stripe's REST API. */
export function registerCheckoutSessionRoutes(app: FastifyInstance, ctx: PaymentsContext): void {
  app.post('/v1/checkout/sessions', async (request) => {
    const params = bodyOf(request);
    const expand = readExpand(params);
    const input = readCreateSessionParams(params, ctx.now());
    const version = request.headers['stripe-version'];
    const stored = await ctx.checkout.create(
      input,
      typeof version === 'string' && version !== '' ? version : defaultApiVersion,
    );
    request.log.info(
      { sessionId: stored.session.id, amount: stored.session.amount_total },
      'Checkout session created',
    );
    return renderSession(stored, expand);
  });

  app.get('/v1/checkout/sessions/:id', async (request: SessionRequest) => {
    const expand = readExpand(parseStripeQuery(request.url));
    return renderSession(await findOrThrow(ctx, request.params.id), expand);
  });

  app.get('/v1/checkout/sessions/:id/line_items', async (request: SessionRequest) =>
    renderLineItems(await findOrThrow(ctx, request.params.id)),
  );

  app.post('/v1/checkout/sessions/:id/expire', async (request: SessionRequest) => {
    const expand = readExpand(bodyOf(request));
    const stored = await findOrThrow(ctx, request.params.id);
    if ((await ctx.checkout.expire(stored.session.id)) === 'not-open') {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        code: 'checkout_session_not_open',
        message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${stored.session.status}".`,
      });
    }
    return renderSession(stored, expand);
  });
}
