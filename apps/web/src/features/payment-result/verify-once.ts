import {
  PaymentVerificationSchema,
  verifyPaymentOperation,
  type PaymentVerification,
} from '../../app/contracts';
import type { ApiClient } from '../../app/api-client';

/** Session storage flag per checkout session: `paymentVerified:{id}` holds the verified result. */
export const verifiedFlagKey = (sessionId: string) => `paymentVerified:${sessionId}`;

const inFlight = new Map<string, Promise<PaymentVerification>>();

/**
 * Spec section 4 "Payment success": verification runs only once per session id, guarded by a
 * session storage flag that is cleared on failure. The flag keeps the verified answer, so a reload
 * shows the same result without a second call; a call already running (React's replayed effect)
 * is shared. An unpaid answer (`success: false`) is a failure too.
 */
export function verifyPaymentOnce(
  api: ApiClient,
  sessionId: string,
  storage: Storage = sessionStorage,
): Promise<PaymentVerification> {
  const key = verifiedFlagKey(sessionId);
  const stored = storage.getItem(key);
  if (stored) {
    try {
      return Promise.resolve(PaymentVerificationSchema.parse(JSON.parse(stored)));
    } catch {
      storage.removeItem(key);
    }
  }
  const running = inFlight.get(sessionId);
  if (running) return running;

  const call = (async () => {
    const result = await api.call(verifyPaymentOperation, { body: { session_id: sessionId } });
    if (!result.success) throw new Error('Payment verification failed');
    storage.setItem(key, JSON.stringify(result));
    return result;
  })();
  inFlight.set(sessionId, call);
  call.then(
    () => inFlight.delete(sessionId),
    () => {
      inFlight.delete(sessionId);
      storage.removeItem(key);
    },
  );
  return call;
}
