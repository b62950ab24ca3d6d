import { listPaymentHistoryOperation, recordCancellationOperation } from '@rewright/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { routeOf } from '../plugins/operation-route';
import { listPaymentHistory, recordCancellation } from './payment-history';

export interface PaymentHistoryRoutesOptions {
  /** A cancellation expires the checkout at the provider. */
  stripe: Stripe;
}

/** /payment-history/user/:userId and /payment-history/ — the caller's own rows only. */
const paymentHistoryRoutes: FastifyPluginAsyncZod<PaymentHistoryRoutesOptions> = async (
  app,
  options,
) => {
  app.route({
    ...routeOf(app, listPaymentHistoryOperation),
    handler: async (request) =>
      listPaymentHistory(app.db, request.identity, request.params.userId, request.query),
  });

  app.route({
    ...routeOf(app, recordCancellationOperation),
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(
          await recordCancellation(
            app.db,
            options.stripe,
            request.identity,
            request.body,
            request.log,
          ),
        ),
  });
};

export default paymentHistoryRoutes;
