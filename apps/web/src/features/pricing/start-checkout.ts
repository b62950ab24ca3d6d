import type { PlanConfig } from '@rewright/contracts';

export type CheckoutResult = { status: 'redirected' } | { status: 'unavailable'; message: string };

/**
 * Card checkout is created by the server's payments endpoints, which arrive with the workspace
 * issue. Until then this answers `unavailable` with a message the visitor can act on, so a paid
 * pack click never fails silently. The workspace issue replaces the body with the health check,
 * `POST /stripe/create-checkout-session` and the redirect to the provider's page.
 */
export async function startCheckout(_plan: PlanConfig, _email: string): Promise<CheckoutResult> {
  return {
    status: 'unavailable',
    message:
      'Card checkout is not available yet. Please contact us to buy the Standard Pack in the meantime.',
  };
}
