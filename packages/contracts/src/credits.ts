import { z } from 'zod';
import { ConversionFactsSchema, ConversionSchema } from './conversions';
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
 * POST /api/v1/credits/consume — spend credits (one per test case converted without a TODO inside
 * it) and record the conversion, in one transaction. The idempotency key makes a retry safe: the
 * same key spends once and answers the first conversion again (200).
 *
 * - With `conversion` (the CLI and desktop app): `amount` may be left out; it is
 *   `conversion.test_cases_charged`, and must equal it when sent. 0 is allowed: a conversion whose
 *   every test case kept a TODO is recorded and costs nothing.
 * - Without `conversion` (older callers): `amount` (at least 1) is required; the conversion is
 *   recorded with files 0, no source kinds and every test case charged.
 */
export const ConsumeCreditsRequestSchema = z
  .object({
    amount: z
      .number({
        error: (issue) => (issue.input === undefined ? undefined : 'amount must be a number.'),
      })
      .int({ error: 'amount must be a whole number.' })
      .min(0, { error: 'amount cannot be negative.' })
      .max(100_000, { error: 'amount can be at most 100,000.' })
      .optional(),
    idempotency_key: storableText(
      z
        .string({
          error: (issue) =>
            issue.input === undefined ? undefined : 'idempotency_key must be a text.',
        })
        .trim()
        .min(1, { error: 'idempotency_key cannot be empty.' })
        .max(200, { error: 'idempotency_key can be at most 200 characters.' }),
    ),
    conversion: ConversionFactsSchema.optional(),
  })
  .superRefine((request, context) => {
    const { amount, conversion } = request;
    if (!conversion) {
      if (amount === undefined) {
        context.addIssue({
          code: 'custom',
          path: ['amount'],
          message: 'amount is required (or send the conversion it pays for).',
        });
      } else if (amount < 1) {
        context.addIssue({
          code: 'custom',
          path: ['amount'],
          message: 'amount must be at least 1 (or send the conversion it pays for).',
        });
      }
    } else if (amount !== undefined && amount !== conversion.test_cases_charged) {
      context.addIssue({
        code: 'custom',
        path: ['amount'],
        message: `amount must equal conversion.test_cases_charged (${conversion.test_cases_charged}): one credit per test case converted without a TODO.`,
      });
    }
  });
export type ConsumeCreditsRequest = z.infer<typeof ConsumeCreditsRequestSchema>;

/**
 * Answer of POST /api/v1/credits/consume: 201 when spent and recorded now, 200 when the key was
 * already used (nothing new written: the first conversion, with the balance as it is now).
 */
export const CreditsConsumedSchema = z.object({
  idempotency_key: z.string(),
  /** Credits this conversion spent (0 when every test case kept a TODO). */
  amount: z.number().int(),
  total_credits: z.number().int(),
  credits_used: z.number().int(),
  remaining_credits: z.number().int(),
  conversion: ConversionSchema,
});
export type CreditsConsumed = z.infer<typeof CreditsConsumedSchema>;

/** `error.details` of the 402 answer: what the conversion needs and what the caller has left. */
export const InsufficientCreditsDetailsSchema = z.object({
  credits_needed: z.number().int(),
  credits_remaining: z.number().int(),
});
export type InsufficientCreditsDetails = z.infer<typeof InsufficientCreditsDetailsSchema>;

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
  summary:
    'Spend credits and record the conversion, once per idempotency key (201; 200 for a repeated key; 402 when short)',
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
