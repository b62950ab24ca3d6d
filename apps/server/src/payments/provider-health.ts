import Stripe from 'stripe';
import { AppError } from '../app-error';

/** An id no checkout session can have. */
const probeSessionId = 'cs_rewright_health_probe';

/**
 * Proves the provider is reachable and accepts our secret key with the cheapest call the server
 * already makes: retrieving a session that cannot exist. Stripe's 404 answer means "reachable and
 * authenticated"; a refused key (401), a timeout or a 5xx means payments cannot start (502).
 */
export async function checkProviderHealth(stripe: Stripe): Promise<void> {
  try {
    await stripe.checkout.sessions.retrieve(
      probeSessionId,
      {},
      { maxNetworkRetries: 0, timeout: 3_000 },
    );
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404)
      return;
    throw new AppError(
      'provider_unavailable',
      'The payment service cannot be reached right now. Try again shortly.',
      { cause: error },
    );
  }
}
