import { z } from 'zod';
import { ErrorBodySchema } from './errors';
import { defineOperation } from './operation';
import { storableText } from './text';

/** One entry of GET /api/v1/credits/packages: a pack and the credits it grants. */
export const CreditPackageSchema = z.object({
  name: z.string(),
  credits: z.number().int(),
});
export type CreditPackage = z.infer<typeof CreditPackageSchema>;

/** GET /api/v1/credits/packages */
export const CreditPackagesSchema = z.array(CreditPackageSchema);
export type CreditPackages = z.infer<typeof CreditPackagesSchema>;

/**
 * POST /api/v1/credits/consume — spend credits (one per converted test case). The idempotency key
 * makes a retry safe: the same key spends once and answers the same result again.
 */
export const ConsumeCreditsRequestSchema = z.object({
  amount: z.number().int().min(1).max(100_000),
  idempotency_key: storableText(z.string().trim().min(1).max(200)),
});
export type ConsumeCreditsRequest = z.infer<typeof ConsumeCreditsRequestSchema>;

/** Answer of POST /api/v1/credits/consume: 201 when spent now, 200 when the key was already spent. */
export const CreditsConsumedSchema = z.object({
  idempotency_key: z.string(),
  amount: z.number().int(),
  total_credits: z.number().int(),
  credits_used: z.number().int(),
  remaining_credits: z.number().int(),
});
export type CreditsConsumed = z.infer<typeof CreditsConsumedSchema>;

export const listCreditPackagesOperation = defineOperation({
  method: 'GET',
  path: '/credits/packages',
  auth: 'bearer',
  tags: ['credits'],
  summary: 'The packs and the credits each grants',
  responses: { 200: CreditPackagesSchema, 401: ErrorBodySchema },
});

export const consumeCreditsOperation = defineOperation({
  method: 'POST',
  path: '/credits/consume',
  auth: 'bearer',
  tags: ['credits'],
  summary: 'Spend credits once per idempotency key (201; 200 for a repeated key; 402 when short)',
  body: ConsumeCreditsRequestSchema,
  responses: {
    200: CreditsConsumedSchema,
    201: CreditsConsumedSchema,
    400: ErrorBodySchema,
    401: ErrorBodySchema,
    402: ErrorBodySchema,
    404: ErrorBodySchema,
    409: ErrorBodySchema,
  },
});
