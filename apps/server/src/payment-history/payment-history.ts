import type {
  PaymentHistory,
  PaymentHistoryItem,
  PaymentHistoryQuery,
  RecordCancellationRequest,
} from '@rewright/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Db } from '../db/database';
import type { Identity } from '../identity/access-token';
import { cancelCheckout } from '../payments/cancel-checkout';
import { listPaymentsOfUser, type PaymentRow } from '../payments/payment-repository';
import { assertOwnUserId, requireCurrentUser } from '../users/current-user';

/**
 * Minor units as the history shows them: whole units as a plain string ('99'), which the
 * website's description rule compares; cents only when there are any ('12.50').
 */
export function formatAmount(minorUnits: number): string {
  return minorUnits % 100 === 0 ? String(minorUnits / 100) : (minorUnits / 100).toFixed(2);
}

/** One checkout as the history lists it: an amount only when the money was taken. */
export function toPaymentHistoryItem(row: PaymentRow): PaymentHistoryItem {
  return {
    id: row.id,
    created: row.createdAt.toISOString(),
    description: row.description,
    amount: row.status === 'succeeded' ? formatAmount(row.amount) : null,
    currency: row.currency.toUpperCase(),
    plan_type: row.planType,
    status: row.status,
  };
}

/** The caller's own payments, newest first; naming another user is 403. */
export async function listPaymentHistory(
  db: Db,
  identity: Identity,
  userId: string,
  page: PaymentHistoryQuery,
): Promise<PaymentHistory> {
  const user = await requireCurrentUser(db, identity.sub);
  assertOwnUserId(user, userId);
  return (await listPaymentsOfUser(db, user.id, page)).map(toPaymentHistoryItem);
}

/**
 * Records that the caller left the provider's page without paying (the cancel page posts it): the
 * named checkout's row becomes `cancelled` (see cancelCheckout). Money never moves here, and
 * nothing the client sends besides the checkout id is stored.
 */
export async function recordCancellation(
  db: Db,
  stripe: Stripe,
  identity: Identity,
  request: RecordCancellationRequest,
  log: FastifyBaseLogger,
): Promise<PaymentHistoryItem> {
  const user = await requireCurrentUser(db, identity.sub);
  assertOwnUserId(user, request.user_id);
  return toPaymentHistoryItem(await cancelCheckout(db, stripe, user.id, request.checkout_id, log));
}
