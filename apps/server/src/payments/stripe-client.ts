import Stripe from 'stripe';
import type { Config } from '../config';

/**
 * The real stripe SDK, pointed at STRIPE_API_URL (the local emulator, or api.stripe.com).
 * Two network retries as Stripe recommends; the SDK reuses its idempotency key on a retry.
 */
export function createStripeClient(config: Config): Stripe {
  const { host, port, protocol } = config.STRIPE_API_URL;
  return new Stripe(config.STRIPE_SECRET_KEY, {
    host,
    port,
    protocol,
    maxNetworkRetries: 2,
    timeout: 10_000,
    telemetry: false,
  });
}
