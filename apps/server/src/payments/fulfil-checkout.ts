import { AppError } from '../app-error';
import { grantPurchaseCredits } from '../credits/purchase-grant';
import type { Db } from '../db/database';
import {
  findPaymentBySessionId,
  markPaymentSucceeded,
  type PaymentRow,
} from './payment-repository';

/** What fulfilment reads from a checkout session the provider returned (never from a webhook body). */
export interface CheckoutSessionTruth {
  id: string;
  /** 'paid', 'unpaid' or 'no_payment_required' today; any other value counts as not paid. */
  payment_status: string;
  amount_total: number | null;
  currency: string | null;
  client_reference_id: string | null;
  customer_email: string | null;
  customer_details?: { email: string | null } | null;
}

/** Stripe: fulfil when `payment_status !== 'unpaid'`; listed explicitly so a new status is never credited by accident. */
const paidStatuses = new Set(['paid', 'no_payment_required']);

export type Fulfilment =
  /** Not a checkout this server started: nothing to do. */
  | { outcome: 'unknown_session' }
  | { outcome: 'unpaid'; payment: PaymentRow }
  /** `grantedNow` is true for exactly one of any number of calls for one session. */
  | { outcome: 'fulfilled'; payment: PaymentRow; grantedNow: boolean };

/**
 * Stripe's fulfilment rule, in one function the webhook and verify-payment both call, as often as
 * they like: a session that is paid grants the credits recorded when it was created, once — the
 * ledger's unique reference (the session id) makes every later call a no-op — and marks the
 * payment succeeded. The provider's amount, currency and owner must match what this server asked
 * for; a mismatch is refused rather than credited.
 */
export async function fulfilCheckout(db: Db, session: CheckoutSessionTruth): Promise<Fulfilment> {
  const payment = await findPaymentBySessionId(db, session.id);
  if (!payment) return { outcome: 'unknown_session' };
  if (!paidStatuses.has(session.payment_status)) return { outcome: 'unpaid', payment };

  const matches =
    session.amount_total === payment.amount &&
    session.currency?.toLowerCase() === payment.currency.toLowerCase() &&
    session.client_reference_id === payment.userId;
  if (!matches) {
    throw new AppError(
      'conflict',
      'The payment provider reports a different amount or owner for this checkout; it was not credited.',
    );
  }

  const email = session.customer_details?.email ?? session.customer_email ?? payment.customerEmail;
  return db.transaction(async (tx) => {
    const grantedNow = await grantPurchaseCredits(tx, {
      userId: payment.userId,
      credits: payment.credits,
      checkoutSessionId: session.id,
      planName: payment.planType,
    });
    const updated = await markPaymentSucceeded(tx, payment.id, email);
    return { outcome: 'fulfilled' as const, payment: updated, grantedNow };
  });
}
