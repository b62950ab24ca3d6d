import { z } from 'zod';
import { defineOperation } from './operation';

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

export const getHealthOperation = defineOperation({
  method: 'GET',
  path: '/health',
  auth: 'none',
  tags: ['health'],
  summary: 'Whether the database and the identity provider answer',
  responses: { 200: HealthSchema, 503: HealthSchema },
});
