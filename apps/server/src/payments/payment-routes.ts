import {
  CheckoutSessionCreatedSchema,
  CreateCheckoutSessionRequestSchema,
  ErrorBodySchema,
  PaymentProviderHealthSchema,
  PaymentVerificationSchema,
  VerifyPaymentRequestSchema,
} from '@rewright/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { createCheckoutSession } from './checkout-session';
import { checkProviderHealth } from './provider-health';
import { verifyPayment } from './verify-payment';

export interface PaymentRoutesOptions {
  stripe: Stripe;
  publicUrl: string;
}

/** /stripe/* (the spec's /api/stripe/* with the doubled prefix collapsed); the webhook is in webhook-routes.ts. */
const paymentRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (app, options) => {
  const { stripe, publicUrl } = options;

  app.get(
    '/stripe/health',
    {
      schema: {
        tags: ['payments'],
        summary: 'Whether the payment provider answers (checked before a checkout starts)',
        response: { 200: PaymentProviderHealthSchema, 502: ErrorBodySchema },
      },
    },
    async () => {
      await checkProviderHealth(stripe);
      return { status: 'ok' as const };
    },
  );

  app.post(
    '/stripe/create-checkout-session',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['payments'],
        summary: 'Start a card checkout for a pack; price and credits from the plan table',
        security: [{ bearer: [] }],
        body: CreateCheckoutSessionRequestSchema,
        response: {
          200: CheckoutSessionCreatedSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          404: ErrorBodySchema,
          502: ErrorBodySchema,
        },
      },
    },
    async (request) =>
      createCheckoutSession(app.db, stripe, request.identity, request.body, { publicUrl }),
  );

  app.post(
    '/stripe/verify-payment',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['payments'],
        summary: "Check the caller's checkout with the provider and credit it once when paid",
        security: [{ bearer: [] }],
        body: VerifyPaymentRequestSchema,
        response: {
          200: PaymentVerificationSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          502: ErrorBodySchema,
        },
      },
    },
    async (request) => verifyPayment(app.db, stripe, request.identity, request.body.session_id),
  );
};

export default paymentRoutes;
