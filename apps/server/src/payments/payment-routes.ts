import {
  checkPaymentProviderOperation,
  createCheckoutSessionOperation,
  verifyPaymentOperation,
} from '@rewright/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { routeOf } from '../plugins/operation-route';
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

  app.route({
    ...routeOf(app, checkPaymentProviderOperation),
    handler: async () => {
      await checkProviderHealth(stripe);
      return { status: 'ok' as const };
    },
  });

  app.route({
    ...routeOf(app, createCheckoutSessionOperation),
    handler: async (request) =>
      createCheckoutSession(app.db, stripe, request.identity, request.body, { publicUrl }),
  });

  app.route({
    ...routeOf(app, verifyPaymentOperation),
    handler: async (request) =>
      verifyPayment(app.db, stripe, request.identity, request.body.session_id),
  });
};

export default paymentRoutes;
