import Stripe from 'stripe';
import { AppError } from '../app-error';

const unavailable = 'The payment service cannot be reached right now. Try again shortly.';

/**
 * What a failed provider call means for our caller. A missing object is theirs to fix (404);
 * anything else — unreachable, our key refused, the provider's own failure — is 502, and the
 * details stay in the log (the errors plugin logs the cause of a 5xx).
 */
export function toProviderError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
    return new AppError('not_found', 'No such checkout session exists.', { cause: error });
  }
  return new AppError('provider_unavailable', unavailable, { cause: error });
}

/** Runs a provider call and translates its failure. */
export async function callProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toProviderError(error);
  }
}
