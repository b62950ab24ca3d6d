import type Stripe from 'stripe';
import { AppError } from '../app-error';

/** Stripe's own tolerance, applied both ways: a signature older or newer than this is refused. */
export const webhookToleranceSeconds = 300;

/**
 * The event, only if the `Stripe-Signature` header signs these exact bytes with our webhook
 * secret and its timestamp is within the tolerance of our clock. Anything else is refused (400)
 * before a row is touched. The SDK only refuses timestamps that are too old; one far in the future
 * would stay replayable until that moment passed, so that direction is checked here.
 */
export function verifyWebhookEvent(
  stripe: Stripe,
  rawBody: Buffer,
  signature: string | undefined,
  secret: string,
  now: number = Date.now(),
): Stripe.Event {
  if (!signature) {
    throw new AppError('invalid_input', 'The Stripe-Signature header is missing.');
  }
  let event: Stripe.Event;
  try {
    // Tolerance 0 skips the SDK's one-sided age check; the signature itself is still verified.
    event = stripe.webhooks.constructEvent(rawBody, signature, secret, 0, undefined, now);
  } catch (error) {
    throw new AppError('invalid_input', 'The webhook signature is not valid.', { cause: error });
  }
  const skewSeconds = Math.floor(now / 1000) - signedAt(signature);
  // Written as "not within" so a timestamp that is not a number is refused too.
  if (!(Math.abs(skewSeconds) <= webhookToleranceSeconds)) {
    throw new AppError(
      'invalid_input',
      `The webhook signature's timestamp is more than ${webhookToleranceSeconds} s ${skewSeconds > 0 ? 'old' : 'in the future'}.`,
    );
  }
  return event;
}

/** The signed timestamp, read as the SDK reads it (the last `t=` entry), so both see one value. */
function signedAt(header: string): number {
  let timestamp = Number.NaN;
  for (const item of header.split(',')) {
    const [key, value] = item.split('=');
    if (key === 't') timestamp = Number.parseInt(value ?? '', 10);
  }
  return timestamp;
}
