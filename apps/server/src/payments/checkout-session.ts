import { randomUUID } from 'node:crypto';
import type { CheckoutSessionCreated, CreateCheckoutSessionRequest } from '@rewright/contracts';
import type Stripe from 'stripe';
import { AppError } from '../app-error';
import type { Db } from '../db/database';
import type { Identity } from '../identity/access-token';
import { findPlanByType } from '../plans/plan-lookup';
import type { PlanRow } from '../plans/plan-repository';
import { requireCurrentUser } from '../users/current-user';
import { insertPayment } from './payment-repository';
import { callProvider } from './provider-errors';

/** Spec section 5, word for word. */
export const emailRequiredMessage =
  'Your email address is required for payment. Please ensure your Keycloak profile has a valid email.';

interface PurchasablePlan extends PlanRow {
  amount: number;
  credits: number;
}

/**
 * Only a plan with a price and a fixed number of credits is bought by card — today the Standard
 * Pack. The Free Pack needs no payment and Enterprise is priced by sales (the website sends both
 * elsewhere); an unknown name gets the spec's unknown-plan text.
 */
function requirePurchasable(plan: PlanRow | undefined): PurchasablePlan {
  if (!plan) throw new AppError('invalid_input', 'Unknown plan selected.');
  if (plan.amount === null || plan.credits === null) {
    throw new AppError(
      'invalid_input',
      `The ${plan.name} is priced individually: contact us to buy it.`,
    );
  }
  if (plan.amount <= 0 || plan.credits <= 0) {
    throw new AppError('invalid_input', `The ${plan.name} is free: there is nothing to pay.`);
  }
  return plan as PurchasablePlan;
}

export interface CheckoutUrls {
  /** PUBLIC_URL: where the provider sends the browser back. */
  publicUrl: string;
}

/** Where the provider sends a buyer who leaves without paying; `checkout` names the row to cancel. */
export function cancelUrlOf(publicUrl: string, checkoutId: string): string {
  return `${publicUrl}/payment-cancelled?checkout=${checkoutId}`;
}

/**
 * Starts a card checkout for the caller. Price, currency and credits come from the plans table,
 * never from the request. The session carries the user id (client_reference_id and metadata) so
 * fulfilment and verify-payment can tell whose it is; a pending payments row records it before
 * the browser is sent to the provider. The row's id is chosen first and put in the cancel address
 * (Stripe fills in the session id only in the success address), so a cancellation changes this
 * row instead of adding one.
 */
export async function createCheckoutSession(
  db: Db,
  stripe: Stripe,
  identity: Identity,
  request: CreateCheckoutSessionRequest,
  urls: CheckoutUrls,
): Promise<CheckoutSessionCreated> {
  const user = await requireCurrentUser(db, identity.sub);
  const plan = requirePurchasable(await findPlanByType(db, request.plan_type));
  const email = identity.email || request.customer_email || '';
  if (email === '') throw new AppError('invalid_input', emailRequiredMessage);

  const description = `${plan.name}: ${plan.credits} credits`;
  const checkoutId = randomUUID();
  const session = await callProvider(() =>
    stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: plan.currency.toLowerCase(),
            unit_amount: plan.amount,
            product_data: { name: plan.name, description },
          },
        },
      ],
      customer_email: email,
      client_reference_id: user.id,
      metadata: { user_id: user.id, plan: plan.slug, credits: String(plan.credits) },
      success_url: `${urls.publicUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: cancelUrlOf(urls.publicUrl, checkoutId),
    }),
  );
  if (!session.url) {
    throw new AppError(
      'provider_unavailable',
      'The payment service answered without a checkout page.',
    );
  }

  await insertPayment(db, {
    id: checkoutId,
    userId: user.id,
    providerSessionId: session.id,
    planId: plan.id,
    amount: plan.amount,
    currency: plan.currency.toLowerCase(),
    credits: plan.credits,
    status: 'pending',
    customerEmail: email,
    description,
    planType: plan.name,
  });
  return { success: true, checkout_url: session.url, session_id: session.id };
}
