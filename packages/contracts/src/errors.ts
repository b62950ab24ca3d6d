import { z } from 'zod';

/** Every machine-readable error code the API answers with, and the HTTP status it travels with. */
export const errorStatuses = {
  invalid_input: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  user_not_found: 404,
  conflict: 409,
  insufficient_credits: 402,
  rate_limited: 429,
  internal: 500,
  provider_unavailable: 502,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatuses;

export const ErrorCodeSchema = z.enum(Object.keys(errorStatuses) as [ErrorCode, ...ErrorCode[]]);

/**
 * The one error shape of the API: `{ error: { code, message } }`. A few errors add figures a
 * client acts on in `details` (402 insufficient_credits: `{ credits_needed, credits_remaining }`,
 * see InsufficientCreditsDetailsSchema); the message always says the same in words.
 */
export const ErrorBodySchema = z.object({
  error: z.object({
    code: ErrorCodeSchema,
    message: z.string(),
    details: z.record(z.string(), z.union([z.number(), z.string()])).optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
