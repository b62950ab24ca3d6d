import { recordCancellationOperation, type PaymentHistoryItem } from '../../app/contracts';
import type { ApiClient } from '../../app/api-client';
import type { AuthUser } from '../../app/auth/auth-client';

/** Spec section 9: the cancellation's fallback amount (informational: the server keeps its price). */
const FALLBACK_AMOUNT = 99;

/** The server puts the checkout's id in the provider's cancel address: `?checkout=<uuid>`. */
const CHECKOUT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const inFlight = new Map<string, Promise<PaymentHistoryItem | null>>();

/**
 * Records that the checkout named in the cancel address was left unpaid: the server marks that
 * checkout's row cancelled (a repeat changes nothing, so a reload is harmless). A visit without a
 * checkout id records nothing and answers null. A call already running for the id (React's
 * replayed effect) is shared.
 */
export function recordCancellation(
  api: ApiClient,
  user: AuthUser,
  checkoutId: string | null,
): Promise<PaymentHistoryItem | null> {
  if (checkoutId === null || !CHECKOUT_ID.test(checkoutId)) return Promise.resolve(null);
  const running = inFlight.get(checkoutId);
  if (running) return running;
  const call = api
    .call(recordCancellationOperation, {
      body: {
        user_id: user.sub,
        checkout_id: checkoutId,
        amount: FALLBACK_AMOUNT,
        currency: 'usd',
        status: 'cancelled',
        customer_email: user.email,
      },
    })
    .finally(() => inFlight.delete(checkoutId));
  inFlight.set(checkoutId, call);
  return call;
}
