import { recordCancellationOperation } from '../../app/contracts';
import type { ApiClient } from '../../app/api-client';
import type { AuthUser } from '../../app/auth/auth-client';
import { PENDING_CHECKOUT_KEY } from '../payments/start-pack-checkout';

/** Spec section 9: the cancellation's fallback amount. The server prices it from its plan table. */
const FALLBACK_AMOUNT = 99;
const FALLBACK_PLAN = 'Standard Pack';

/**
 * Records a left checkout once: the pending-checkout marker set before the redirect is taken
 * before the call, so a reload or React's replayed effect records nothing twice, and a visit
 * without a checkout records nothing. Answers whether a record was attempted.
 */
export async function recordCancellationOnce(
  api: ApiClient,
  user: AuthUser,
  storage: Storage = sessionStorage,
): Promise<boolean> {
  const plan = storage.getItem(PENDING_CHECKOUT_KEY);
  if (plan === null) return false;
  storage.removeItem(PENDING_CHECKOUT_KEY);
  await api.call(recordCancellationOperation, {
    body: {
      user_id: user.sub,
      amount: FALLBACK_AMOUNT,
      currency: 'usd',
      status: 'cancelled',
      customer_email: user.email,
      description: `${plan || FALLBACK_PLAN} payment cancelled`,
      plan_type: plan || FALLBACK_PLAN,
    },
  });
  return true;
}
