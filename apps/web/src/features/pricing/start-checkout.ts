import type { PlanConfig } from '@rewright/contracts';
import type { ApiClient } from '../../app/api-client';
import { startPackCheckout } from '../payments/start-pack-checkout';

/** `redirected`: the browser is on its way to the provider; `failed`: the alert was shown. */
export type CheckoutResult = { status: 'redirected' } | { status: 'failed' };

/**
 * A paid pack chosen by a signed-in visitor with an email: the same purchase flow as the payments
 * page (health check, checkout session, redirect to the provider's hosted page).
 */
export async function startCheckout(
  api: ApiClient,
  plan: PlanConfig,
  email: string,
): Promise<CheckoutResult> {
  return (await startPackCheckout(api, plan, email))
    ? { status: 'redirected' }
    : { status: 'failed' };
}
