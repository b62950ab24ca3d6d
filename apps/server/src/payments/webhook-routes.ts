import { receiveWebhookOperation } from '@rewright/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { routeOf } from '../plugins/operation-route';
import { handleWebhookEvent } from './webhook-events';
import { verifyWebhookEvent } from './webhook-signature';

export interface WebhookRoutesOptions {
  stripe: Stripe;
  webhookSecret: string;
}

/**
 * POST /stripe/webhook. The signature covers the exact bytes sent, so this plugin's scope replaces
 * every body parser with one that keeps the raw Buffer — for this route only (encapsulation).
 */
const webhookRoutes: FastifyPluginAsyncZod<WebhookRoutesOptions> = async (app, options) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
    (_request, body, done) => done(null, body),
  );

  app.route({
    ...routeOf(app, receiveWebhookOperation),
    // The provider's deliveries are authenticated by their signature, not throttled per address:
    // a user's burst from a shared address must not make the provider's events bounce.
    config: { rateLimit: false },
    handler: async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      const event = verifyWebhookEvent(
        options.stripe,
        raw,
        typeof signature === 'string' ? signature : undefined,
        options.webhookSecret,
      );
      await handleWebhookEvent(app.db, options.stripe, event, request.log);
      return { received: true as const };
    },
  });
};

export default webhookRoutes;
