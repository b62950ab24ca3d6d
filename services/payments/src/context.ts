import { CheckoutFlow } from './checkout-flow.js';
import type { PaymentsConfig } from './config.js';
import { EventLog } from './event-log.js';
import { IdempotencyStore } from './idempotency-store.js';
import type { Scheduler } from './scheduler.js';
import { SessionStore } from './session-store.js';
import { WebhookDelivery, type WebhookDeliveryOptions } from './webhook-delivery.js';

/** Everything the routes share; built once per app so tests get isolated instances. */
export interface PaymentsContext {
  config: PaymentsConfig;
  now: () => Date;
  checkout: CheckoutFlow;
  events: EventLog;
  delivery: WebhookDelivery;
  idempotency: IdempotencyStore;
  scheduler: Scheduler;
  expiryTimers: Scheduler;
}

export async function createPaymentsContext(options: {
  config: PaymentsConfig;
  now: () => Date;
  scheduler: Scheduler;
  expiryTimers: Scheduler;
  log: WebhookDeliveryOptions['log'];
}): Promise<PaymentsContext> {
  const { config, now, scheduler, expiryTimers } = options;
  const sessions = await SessionStore.open(config.dataDir);
  const events = await EventLog.open(config.dataDir);
  const delivery = new WebhookDelivery({
    url: config.webhookUrl,
    secret: config.webhookSecret,
    events,
    scheduler,
    now,
    log: options.log,
  });
  // Deliveries cut short by a restart carry on where they stopped.
  for (const record of events.pending()) delivery.enqueue(record);
  const checkout = new CheckoutFlow({
    sessions,
    events,
    delivery,
    publicUrl: config.publicUrl,
    isWebhookEnabled: config.webhookUrl !== null,
    now,
    lifetimeSeconds: config.sessionLifetimeSeconds,
    expiryTimers,
    log: options.log,
  });
  checkout.resumeExpiryTimers();
  return {
    config,
    now,
    checkout,
    events,
    delivery,
    idempotency: await IdempotencyStore.open(config.dataDir),
    scheduler,
    expiryTimers,
  };
}
