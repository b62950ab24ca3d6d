import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { registerApiAuth } from './api-auth.js';
import type { PaymentsConfig } from './config.js';
import { createPaymentsContext, type PaymentsContext } from './context.js';
import { registerErrorHandling } from './errors.js';
import { registerIdempotency } from './idempotency.js';
import { createId } from './ids.js';
import { registerCheckoutSessionRoutes } from './routes/checkout-sessions.js';
import { registerDevPages } from './routes/dev-pages.js';
import { registerHostedCheckoutRoutes } from './routes/hosted-checkout.js';
import { registerResourceRoutes } from './routes/resources.js';
import { TimerScheduler, type Scheduler } from './scheduler.js';
import { parseStripeForm } from './stripe-form.js';

export interface PaymentsAppOptions {
  config: PaymentsConfig;
  /** The clock for expiry, event times and signatures; tests move it instead of waiting. */
  now?: () => Date;
  /** Runs webhook attempts; tests run them by hand. */
  scheduler?: Scheduler;
  /** Expires each session at its `expires_at`; tests run it by hand. */
  expiryTimers?: Scheduler;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the payment emulator with every route registered. Never listens (see server.ts). */
export async function buildPaymentsApp(options: PaymentsAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 256 * 1024,
    // Stripe's request ids, on every answer (the SDK reads `request-id`).
    genReqId: () => createId('req_', 14),
  });
  const ctx = await createPaymentsContext({
    config: options.config,
    now: options.now ?? (() => new Date()),
    scheduler: options.scheduler ?? new TimerScheduler(),
    expiryTimers: options.expiryTimers ?? new TimerScheduler(),
    log: app.log,
  });
  app.decorate('payments', ctx);

  await app.register(cookie);
  // Stripe's nested form encoding for API calls; the hosted page's flat form parses the same way.
  await app.register(formbody, { parser: parseStripeForm });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('request-id', request.id);
  });
  registerErrorHandling(app, ctx);

  await app.register(async (api) => {
    registerApiAuth(api, ctx);
    registerIdempotency(api, ctx);
    registerCheckoutSessionRoutes(api, ctx);
  });
  registerResourceRoutes(app);
  registerHostedCheckoutRoutes(app, ctx);
  registerDevPages(app, ctx);

  app.addHook('onClose', async () => {
    ctx.scheduler.cancelAll();
    ctx.expiryTimers.cancelAll();
    await ctx.checkout.settled();
    await ctx.delivery.settled();
  });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's shared state; tests reach the event log and webhook delivery through it. */
    payments: PaymentsContext;
  }
}
