import { z } from 'zod';
import { ErrorBodySchema } from './errors';
import { defineOperation } from './operation';
import { storableText } from './text';

export const PaymentStatusSchema = z.enum(['pending', 'succeeded', 'expired', 'cancelled']);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

/**
 * One row of the payment history (spec section 3): one checkout, pending → succeeded |
 * cancelled | expired. `amount` is the money taken, a string of whole units ('99') that the
 * website's description rule compares; `null` while nothing was taken (every status but
 * succeeded), so the history never shows a charge that did not happen. `created` is an ISO
 * date-time.
 */
export const PaymentHistoryItemSchema = z.object({
  id: z.string(),
  created: z.string(),
  description: z.string(),
  amount: z.string().nullable(),
  currency: z.string(),
  plan_type: z.string(),
  status: PaymentStatusSchema,
});
export type PaymentHistoryItem = z.infer<typeof PaymentHistoryItemSchema>;

/** GET /api/v1/payment-history/user/:userId — the caller's own id (or token sub) only. */
export const PaymentHistoryParamsSchema = z.object({
  userId: storableText(z.string().min(1).max(100)),
});
export const PaymentHistoryQuerySchema = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export type PaymentHistoryQuery = z.infer<typeof PaymentHistoryQuerySchema>;
export const PaymentHistorySchema = z.array(PaymentHistoryItemSchema);
export type PaymentHistory = z.infer<typeof PaymentHistorySchema>;

/**
 * POST /api/v1/payment-history/ — spec section 3 "Payment history record (as created)": the
 * caller left checkout `checkout_id` (the id the server put in the provider's cancel address)
 * without paying. The checkout's own row becomes `cancelled`; no row is added. The other fields
 * are the spec's and informational: the row keeps the plan and price it was created with.
 */
export const RecordCancellationRequestSchema = z.object({
  user_id: storableText(z.string().trim().min(1).max(100)),
  checkout_id: z.uuid({ error: 'Name the checkout that was cancelled.' }),
  amount: z.union([z.number(), z.string().max(40)]).optional(),
  currency: storableText(z.string().max(10).optional()),
  status: z.literal('cancelled', { error: 'Only a cancellation can be recorded.' }),
  customer_email: storableText(z.string().max(254).optional()),
  description: storableText(z.string().trim().max(200).optional()),
  plan_type: storableText(z.string().trim().max(100).optional()),
});
export type RecordCancellationRequest = z.infer<typeof RecordCancellationRequestSchema>;

export const listPaymentHistoryOperation = defineOperation({
  method: 'GET',
  path: '/payment-history/user/:userId',
  auth: 'bearer',
  tags: ['payments'],
  summary: "The caller's payments, newest first (userId = the caller's id or token sub)",
  params: PaymentHistoryParamsSchema,
  query: PaymentHistoryQuerySchema,
  responses: {
    200: PaymentHistorySchema,
    400: ErrorBodySchema,
    401: ErrorBodySchema,
    403: ErrorBodySchema,
    404: ErrorBodySchema,
  },
});

export const recordCancellationOperation = defineOperation({
  method: 'POST',
  path: '/payment-history/',
  auth: 'bearer',
  tags: ['payments'],
  summary: "Record that the caller left a checkout unpaid: that checkout's row becomes cancelled",
  body: RecordCancellationRequestSchema,
  responses: {
    201: PaymentHistoryItemSchema,
    400: ErrorBodySchema,
    401: ErrorBodySchema,
    403: ErrorBodySchema,
    404: ErrorBodySchema,
  },
});
