import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import { AppError } from '../app-error';
import type { Db } from '../db/database';
import { fulfilCheckout } from './fulfil-checkout';
import { findPaymentOfUser, markPaymentCancelled, type PaymentRow } from './payment-repository';

/**
 * The buyer left the provider's page without paying (the cancel page reports it). The checkout's
 * own row becomes `cancelled` — never a second row — and the provider's session is expired, so a
 * cancelled checkout cannot be paid later through the browser's back button. A repeat (a reload
 * of the cancel page) changes nothing. The provider stays the authority on money: when it says
 * the session was paid after all, fulfilment credits it and the row reads paid.
 */
export async function cancelCheckout(
  db: Db,
  stripe: Stripe,
  userId: string,
  checkoutId: string,
  log: FastifyBaseLogger,
): Promise<PaymentRow> {
  const row = await findPaymentOfUser(db, checkoutId, userId);
  if (!row) throw new AppError('not_found', 'No such checkout exists.');
  if (row.status !== 'pending') return row;
  if (await markPaymentCancelled(db, row.id)) {
    await closeAtProvider(db, stripe, row.providerSessionId, log);
  }
  return (await findPaymentOfUser(db, row.id, userId)) ?? row;
}

/**
 * Expires the session at the provider. A refusal means it is no longer open — paid in another
 * tab, or expired — so the session is read back and fulfilled if paid. When the provider cannot
 * be reached the cancellation still stands: the session expires on its own, and a payment made
 * before that still arrives by webhook and is credited.
 */
async function closeAtProvider(
  db: Db,
  stripe: Stripe,
  sessionId: string,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    await stripe.checkout.sessions.expire(sessionId);
  } catch (expireError) {
    try {
      await fulfilCheckout(db, await stripe.checkout.sessions.retrieve(sessionId));
    } catch (error) {
      log.warn(
        { sessionId, err: error, expireError },
        'A cancelled checkout could not be closed at the payment provider',
      );
    }
  }
}
