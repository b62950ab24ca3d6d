import { z } from 'zod';
import { ErrorBodySchema } from './errors';
import { defineOperation } from './operation';
import { emailAddress, storableText } from './text';

/** GET /api/v1/stripe/health — the payment provider answered an authenticated call. */
export const PaymentProviderHealthSchema = z.object({
  status: z.literal('ok'),
});
export type PaymentProviderHealth = z.infer<typeof PaymentProviderHealthSchema>;

/**
 * POST /api/v1/stripe/create-checkout-session — spec section 3 "Checkout request". Only `plan_type`
 * decides what is bought; price and credits come from the server's plan table, so `metadata.price`
 * is accepted for compatibility and never used. The email is the token's, else `customer_email`.
 */
export const CreateCheckoutSessionRequestSchema = z.object({
  plan_type: storableText(z.string().trim().min(1).max(100)),
  customer_email: z.union([emailAddress().max(254), z.literal('')]).optional(),
  metadata: z
    .object({
      plan: storableText(z.string().max(100).optional()),
      price: z.union([z.number(), z.string().max(40)]).optional(),
      timestamp: z.union([z.number(), z.string().max(40)]).optional(),
    })
    .optional(),
});
export type CreateCheckoutSessionRequest = z.infer<typeof CreateCheckoutSessionRequestSchema>;

/** Answer of create-checkout-session: the browser goes to `checkout_url`. */
export const CheckoutSessionCreatedSchema = z.object({
  success: z.literal(true),
  checkout_url: z.url(),
  session_id: z.string(),
});
export type CheckoutSessionCreated = z.infer<typeof CheckoutSessionCreatedSchema>;

/** POST /api/v1/stripe/verify-payment — the `session_id` from the success page's query. */
export const VerifyPaymentRequestSchema = z.object({
  session_id: storableText(z.string().trim().min(1).max(255)),
});
export type VerifyPaymentRequest = z.infer<typeof VerifyPaymentRequestSchema>;

/**
 * Spec section 3 "Payment verification result", plus the credits: `credits_added` is what this
 * checkout granted (0 while unpaid), totals as on the dashboard. `amount_total` is in minor units.
 */
export const PaymentVerificationSchema = z.object({
  success: z.boolean(),
  session_id: z.string(),
  /** The provider's value: 'paid', 'unpaid' or 'no_payment_required'. */
  payment_status: z.string(),
  customer_email: z.string(),
  amount_total: z.number().int(),
  currency: z.string(),
  metadata: z.object({ plan: z.string(), description: z.string() }),
  credits_added: z.number().int(),
  total_credits: z.number().int(),
  remaining_credits: z.number().int(),
});
export type PaymentVerification = z.infer<typeof PaymentVerificationSchema>;

/** POST /api/v1/stripe/webhook answer (the provider only reads the status). */
export const WebhookReceivedSchema = z.object({ received: z.literal(true) });
export type WebhookReceived = z.infer<typeof WebhookReceivedSchema>;

export const checkPaymentProviderOperation = defineOperation({
  method: 'GET',
  path: '/stripe/health',
  auth: 'none',
  tags: ['payments'],
  summary: 'Whether the payment provider answers (checked before a checkout starts)',
  responses: { 200: PaymentProviderHealthSchema, 502: ErrorBodySchema },
});

export const createCheckoutSessionOperation = defineOperation({
  method: 'POST',
  path: '/stripe/create-checkout-session',
  auth: 'bearer',
  tags: ['payments'],
  summary: 'Start a card checkout for a pack; price and credits from the plan table',
  body: CreateCheckoutSessionRequestSchema,
  responses: {
    200: CheckoutSessionCreatedSchema,
    400: ErrorBodySchema,
    401: ErrorBodySchema,
    404: ErrorBodySchema,
    502: ErrorBodySchema,
  },
});

export const verifyPaymentOperation = defineOperation({
  method: 'POST',
  path: '/stripe/verify-payment',
  auth: 'bearer',
  tags: ['payments'],
  summary: "Check the caller's checkout with the provider and credit it once when paid",
  body: VerifyPaymentRequestSchema,
  responses: {
    200: PaymentVerificationSchema,
    400: ErrorBodySchema,
    401: ErrorBodySchema,
    403: ErrorBodySchema,
    404: ErrorBodySchema,
    409: ErrorBodySchema,
    502: ErrorBodySchema,
  },
});

/**
 * The body is the provider's raw event: its signature covers the exact bytes, so the route reads
 * them unparsed and declares no body schema.
 */
export const receiveWebhookOperation = defineOperation({
  method: 'POST',
  path: '/stripe/webhook',
  auth: 'signature',
  tags: ['payments'],
  summary: "The provider's signed events (checkout completed / expired)",
  responses: { 200: WebhookReceivedSchema, 400: ErrorBodySchema, 502: ErrorBodySchema },
});
