import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Db } from '../db/database';
import { fulfilCheckout } from './fulfil-checkout';
import { markPaymentExpired } from './payment-repository';
import { callProvider } from './provider-errors';

/**
 * Acts on a verified webhook event. The event only says which session changed: the session
 * itself is re-read from the provider (documenso's rule), so a replayed or stale event can never
 * grant more than the provider's current truth. Other event types are acknowledged and ignored.
 * A failure throws, so the provider retries the delivery.
 */
export async function handleWebhookEvent(
  db: Db,
  stripe: Stripe,
  event: Stripe.Event,
  log: FastifyBaseLogger,
): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = await callProvider(() =>
        stripe.checkout.sessions.retrieve(event.data.object.id),
      );
      const fulfilment = await fulfilCheckout(db, session);
      if (fulfilment.outcome === 'unknown_session') {
        log.warn(
          { sessionId: session.id, eventId: event.id },
          'webhook for an unknown checkout session',
        );
      }
      return;
    }
    case 'checkout.session.expired': {
      const session = await callProvider(() =>
        stripe.checkout.sessions.retrieve(event.data.object.id),
      );
      if (session.status === 'expired') await markPaymentExpired(db, session.id);
      return;
    }
    default:
      return;
  }
}
