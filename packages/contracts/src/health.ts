import { z } from 'zod';

const CheckSchema = z.object({
  ok: z.boolean(),
  /** Why the check failed; absent when it passed. */
  message: z.string().optional(),
});

/** GET /api/v1/health */
export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  checks: z.object({
    database: CheckSchema,
    identityProvider: CheckSchema,
  }),
});
export type Health = z.infer<typeof HealthSchema>;
