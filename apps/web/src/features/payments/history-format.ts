import type { PaymentHistoryItem } from '@rewright/contracts';

export type StatusTone = 'success' | 'warning' | 'danger';

/** Spec: 'succeeded' reads 'paid'; other statuses as stored. */
export function statusLabel(status: string): string {
  return status === 'succeeded' ? 'paid' : status;
}

/**
 * Spec: 'pending' is yellow, other statuses red. A paid row is green (see docs/decisions.md): red
 * on a successful payment would read as a failure.
 */
export function statusTone(status: string): StatusTone {
  if (status === 'succeeded' || status === 'paid') return 'success';
  if (status === 'pending') return 'warning';
  return 'danger';
}

/**
 * Spec section 5 "Payment history row description": empty → the plan type; otherwise by amount:
 * '00' (nothing paid) → 'Free Pack', '99' → 'standard pack', anything else → a card payment. A
 * checkout that took no money (amount null: pending, cancelled, expired) is named by its plan.
 */
export function describePayment(
  item: Pick<PaymentHistoryItem, 'description' | 'amount' | 'plan_type'>,
): string {
  if (item.description.trim() === '' || item.amount === null) return item.plan_type;
  const amount = Number(item.amount);
  if (amount === 0) return 'Free Pack';
  if (amount === 99) return 'standard pack';
  return 'Card payment';
}

/** MM/DD/YYYY in the reader's time zone. */
export function formatPaymentDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' });
}

/** Shown instead of an amount when the checkout took no money. */
export const NOT_CHARGED = 'Not charged';

/**
 * US format, no decimals, in the row's currency (USD when missing): '$99'. `null` (nothing was
 * taken) reads 'Not charged', so the list never shows a price beside an unpaid checkout.
 */
export function formatPaymentAmount(amount: string | null, currency: string): string {
  if (amount === null) return NOT_CHARGED;
  const value = Number(amount);
  if (!Number.isFinite(value)) return amount;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency || 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(value);
}
