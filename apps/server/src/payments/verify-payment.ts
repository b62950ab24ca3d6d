import type { PaymentVerification } from '@rewright/contracts';
import type Stripe from 'stripe';
import { AppError } from '../app-error';
import { getCreditBalance } from '../credits/credit-balance';
import type { Db } from '../db/database';
import type { Identity } from '../identity/access-token';
import { requireCurrentUser } from '../users/current-user';
import { fulfilCheckout } from './fulfil-checkout';
import { callProvider } from './provider-errors';

/**
 * The success page's check: re-reads the session from the provider, refuses someone else's
 * (403), fulfils it when paid (idempotent with the webhook) and answers the result with the
 * caller's credits. An unpaid session answers `success: false` — the page shows the failure.
 */
export async function verifyPayment(
  db: Db,
  stripe: Stripe,
  identity: Identity,
  sessionId: string,
): Promise<PaymentVerification> {
  const user = await requireCurrentUser(db, identity.sub);
  const session = await callProvider(() => stripe.checkout.sessions.retrieve(sessionId));
  if (session.client_reference_id !== user.id) {
    throw new AppError('forbidden', 'This payment belongs to another account.');
  }
  const fulfilment = await fulfilCheckout(db, session);
  if (fulfilment.outcome === 'unknown_session') {
    throw new AppError('not_found', 'No such checkout session exists.');
  }
  const { payment } = fulfilment;
  const balance = await getCreditBalance(db, user.id);
  return {
    success: fulfilment.outcome === 'fulfilled',
    session_id: session.id,
    payment_status: session.payment_status,
    customer_email:
      session.customer_details?.email ?? session.customer_email ?? payment.customerEmail,
    amount_total: session.amount_total ?? payment.amount,
    currency: session.currency ?? payment.currency,
    metadata: { plan: payment.planType, description: payment.description },
    credits_added: fulfilment.outcome === 'fulfilled' ? payment.credits : 0,
    total_credits: balance.total,
    remaining_credits: balance.remaining,
  };
}
