import type Stripe from 'stripe';
import { AppError } from '../app-error';

/**
 * The event, only if the `Stripe-Signature` header signs these exact bytes with our webhook
 * secret within Stripe's 300 s tolerance. Anything else is refused (400) before a row is touched.
 */
export function verifyWebhookEvent(
  stripe: Stripe,
  rawBody: Buffer,
  signature: string | undefined,
  secret: string,
): Stripe.Event {
  if (!signature) {
    throw new AppError('invalid_input', 'The Stripe-Signature header is missing.');
  }
  try {
    return stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch (error) {
    throw new AppError('invalid_input', 'The webhook signature is not valid.', { cause: error });
  }
}
