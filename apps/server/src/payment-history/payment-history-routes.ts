import {
  ErrorBodySchema,
  PaymentHistoryItemSchema,
  PaymentHistoryParamsSchema,
  PaymentHistoryQuerySchema,
  PaymentHistorySchema,
  RecordCancellationRequestSchema,
} from '@rewright/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
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
  app.get(
    '/payment-history/user/:userId',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['payments'],
        summary: "The caller's payments, newest first (userId = the caller's id or token sub)",
        security: [{ bearer: [] }],
        params: PaymentHistoryParamsSchema,
        querystring: PaymentHistoryQuerySchema,
        response: {
          200: PaymentHistorySchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request) =>
      listPaymentHistory(app.db, request.identity, request.params.userId, request.query),
  );

  app.post(
    '/payment-history/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['payments'],
        summary:
          "Record that the caller left a checkout unpaid: that checkout's row becomes cancelled",
        security: [{ bearer: [] }],
        body: RecordCancellationRequestSchema,
        response: {
          201: PaymentHistoryItemSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request, reply) =>
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
  );
};

export default paymentHistoryRoutes;
