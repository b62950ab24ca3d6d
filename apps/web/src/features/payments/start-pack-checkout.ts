import {
  checkPaymentProviderOperation,
  createCheckoutSessionOperation,
  type PlanConfig,
} from '../../app/contracts';
import type { ApiClient } from '../../app/api-client';
import { apiErrorMessage } from '../../app/api-error-message';

const CHECKOUT_FAILED = 'The payment could not be started. Please try again later.';

/** Sends the browser to the provider's page; a seam so tests can observe it. */
export const checkoutNavigation = {
  assign: (url: string) => window.location.assign(url),
};

/**
 * Spec section 4 "Pack purchase", signed in with an email: health check, then the checkout
 * session, then the provider's hosted page. Price and credits come from the server's plan table;
 * the client's `price` is informational only. On failure the spec's 'Payment Error' alert, and
 * false (the caller re-enables the buttons).
 */
export async function startPackCheckout(
  api: ApiClient,
  plan: PlanConfig,
  email: string,
): Promise<boolean> {
  try {
    await api.call(checkPaymentProviderOperation);
    const session = await api.call(createCheckoutSessionOperation, {
      body: {
        plan_type: plan.name,
        customer_email: email,
        metadata: { plan: plan.name, price: plan.amount ?? undefined, timestamp: Date.now() },
      },
    });
    checkoutNavigation.assign(session.checkout_url);
    return true;
  } catch (error) {
    console.error('[rewright] Could not start the checkout.', error);
    window.alert(`Payment Error: ${apiErrorMessage(error, CHECKOUT_FAILED)}`);
    return false;
  }
}
