import type { CreateSessionInput } from './checkout-params.js';
import { createId } from './ids.js';

/**
 * The Checkout Session as Stripe's API returns it (the fields a server reads, plus the
 * neighbours that make it look like Stripe's). Stored exactly in this shape.
 */
export interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer: null;
  customer_creation: 'if_required';
  customer_details: CustomerDetails | null;
  customer_email: string | null;
  expires_at: number;
  livemode: false;
  locale: null;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_intent: string | null;
  payment_method_types: ['card'];
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete' | 'expired';
  success_url: string | null;
  total_details: { amount_discount: number; amount_shipping: number; amount_tax: number };
  ui_mode: 'hosted';
  /** The hosted page while the session is open; Stripe answers `null` afterwards. */
  url: string | null;
}

export interface CustomerDetails {
  address: null;
  email: string;
  name: string | null;
  phone: null;
  tax_exempt: 'none';
  tax_ids: [];
}

/** A line item as `expand[]=line_items` shows it (`{ object: 'list', data: [...] }`). */
export interface LineItem {
  id: string;
  object: 'item';
  amount_discount: number;
  amount_subtotal: number;
  amount_tax: number;
  amount_total: number;
  currency: string;
  description: string;
  price: {
    id: string;
    object: 'price';
    active: boolean;
    billing_scheme: 'per_unit';
    created: number;
    currency: string;
    livemode: false;
    lookup_key: null;
    metadata: Record<string, string>;
    nickname: null;
    product: string;
    recurring: null;
    tax_behavior: 'unspecified';
    type: 'one_time';
    unit_amount: number;
    unit_amount_decimal: string;
  };
  quantity: number;
}

/** One stored session: the API object, its line items, and what only the emulator needs. */
export interface StoredSession {
  session: CheckoutSession;
  lineItems: LineItem[];
  /** The `Stripe-Version` the session was created with; its events carry it. */
  apiVersion: string;
}

export function hostedPagePath(sessionId: string): string {
  return `/c/pay/${sessionId}`;
}

function buildLineItem(item: CreateSessionInput['lineItems'][number], created: number): LineItem {
  const amount = item.unitAmount * item.quantity;
  return {
    id: createId('li_'),
    object: 'item',
    amount_discount: 0,
    amount_subtotal: amount,
    amount_tax: 0,
    amount_total: amount,
    currency: item.currency,
    description: item.name,
    price: {
      id: createId('price_'),
      object: 'price',
      // Inline prices (price_data) are created inactive, as Stripe does.
      active: false,
      billing_scheme: 'per_unit',
      created,
      currency: item.currency,
      livemode: false,
      lookup_key: null,
      metadata: {},
      nickname: null,
      product: createId('prod_', 14),
      recurring: null,
      tax_behavior: 'unspecified',
      type: 'one_time',
      unit_amount: item.unitAmount,
      unit_amount_decimal: String(item.unitAmount),
    },
    quantity: item.quantity,
  };
}

export function buildSession(
  input: CreateSessionInput,
  options: { now: Date; publicUrl: string; apiVersion: string; lifetimeSeconds: number },
): StoredSession {
  const created = Math.floor(options.now.getTime() / 1000);
  const id = createId('cs_test_', 58);
  const lineItems = input.lineItems.map((item) => buildLineItem(item, created));
  const total = lineItems.reduce((sum, item) => sum + item.amount_total, 0);
  return {
    apiVersion: options.apiVersion,
    lineItems,
    session: {
      id,
      object: 'checkout.session',
      amount_subtotal: total,
      amount_total: total,
      cancel_url: input.cancelUrl,
      client_reference_id: input.clientReferenceId,
      created,
      currency: input.currency,
      customer: null,
      customer_creation: 'if_required',
      customer_details: null,
      customer_email: input.customerEmail,
      expires_at: input.expiresAt ?? created + options.lifetimeSeconds,
      livemode: false,
      locale: null,
      metadata: input.metadata,
      mode: 'payment',
      payment_intent: null,
      payment_method_types: ['card'],
      payment_status: 'unpaid',
      status: 'open',
      success_url: input.successUrl,
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
      ui_mode: 'hosted',
      url: `${options.publicUrl}${hostedPagePath(id)}`,
    },
  };
}

/** The API answer: a copy, with `line_items` as a list when expanded. */
export function renderSession(stored: StoredSession, expand: { lineItems: boolean }): object {
  const session = structuredClone(stored.session);
  if (!expand.lineItems) return session;
  return { ...session, line_items: renderLineItems(stored) };
}

export function renderLineItems(stored: StoredSession) {
  return {
    object: 'list' as const,
    data: structuredClone(stored.lineItems),
    has_more: false,
    url: `/v1/checkout/sessions/${stored.session.id}/line_items`,
  };
}

/** Where the browser goes after paying: `{CHECKOUT_SESSION_ID}` filled in, as Stripe does. */
export function successRedirect(session: CheckoutSession): string | null {
  return session.success_url?.replaceAll('{CHECKOUT_SESSION_ID}', session.id) ?? null;
}
