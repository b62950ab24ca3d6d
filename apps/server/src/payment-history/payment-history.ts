import type {
  PaymentHistory,
  PaymentHistoryItem,
  PaymentHistoryQuery,
  RecordCancellationRequest,
} from '@rewright/contracts';
import type { Db } from '../db/database';
import type { Identity } from '../identity/access-token';
import { insertPayment, listPaymentsOfUser, type PaymentRow } from '../payments/payment-repository';
import { findPlanByType } from '../plans/plan-lookup';
import { assertOwnUserId, requireCurrentUser } from '../users/current-user';

/** Spec section 9: a cancellation whose plan is unknown is recorded at 99 USD. */
const cancellationFallback = { amount: 9900, currency: 'usd', planType: 'Standard Pack' };

/**
 * Minor units as the history shows them: whole units as a plain string ('99'), which the
 * website's description rule compares; cents only when there are any ('12.50').
 */
export function formatAmount(minorUnits: number): string {
  return minorUnits % 100 === 0 ? String(minorUnits / 100) : (minorUnits / 100).toFixed(2);
}

export function toPaymentHistoryItem(row: PaymentRow): PaymentHistoryItem {
  return {
    id: row.id,
    created: row.createdAt.toISOString(),
    description: row.description,
    amount: formatAmount(row.amount),
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
 * Records that the caller left the provider's page without paying (the cancel page posts it).
 * Money never moves here, and the stored amount is the plan table's price (else the fallback),
 * never the client's number: the row is history, not a charge.
 */
export async function recordCancellation(
  db: Db,
  identity: Identity,
  request: RecordCancellationRequest,
): Promise<PaymentHistoryItem> {
  const user = await requireCurrentUser(db, identity.sub);
  assertOwnUserId(user, request.user_id);
  const plan = request.plan_type ? await findPlanByType(db, request.plan_type) : undefined;
  const priced = plan && plan.amount !== null && plan.amount > 0 ? plan : undefined;
  const row = await insertPayment(db, {
    userId: user.id,
    providerSessionId: null,
    planId: priced?.id ?? null,
    amount: priced?.amount ?? cancellationFallback.amount,
    currency: priced?.currency.toLowerCase() ?? cancellationFallback.currency,
    credits: 0,
    status: 'cancelled',
    customerEmail: identity.email || user.email,
    description: request.description ?? '',
    planType: priced?.name ?? cancellationFallback.planType,
  });
  return toPaymentHistoryItem(row);
}
