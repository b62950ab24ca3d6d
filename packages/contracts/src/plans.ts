import { z } from 'zod';
import { ErrorBodySchema } from './errors';
import { defineOperation } from './operation';

/** Feature flags of a plan, snake_case names the client shows as title-cased words. */
export const PlanFeaturesSchema = z.object({
  active_features: z.array(z.string()),
  inactive_features: z.array(z.string()),
});
export type PlanFeatures = z.infer<typeof PlanFeaturesSchema>;

/**
 * One plan as GET /api/v1/plans/configs/public lists it. `amount` is in whole US dollars as the spec
 * shows it (0 for Free Pack, 99 for Standard Pack); null for a custom-priced plan (Enterprise).
 */
export const PlanConfigSchema = z.object({
  name: z.string(),
  amount: z.number().nullable(),
  description: z.string(),
  credits: z.number().int().nullable(),
  features: PlanFeaturesSchema,
});
export type PlanConfig = z.infer<typeof PlanConfigSchema>;

export const PublicPlanConfigsSchema = z.array(PlanConfigSchema);
export type PublicPlanConfigs = z.infer<typeof PublicPlanConfigsSchema>;

/**
 * The plan configs' answer. The server sends an array; the spec also allows `{ plans: [...] }`,
 * which clients accept too. A codec, so the server's serializer encodes (an array stays an array)
 * and a client's parse decodes either shape to the array.
 */
export const PlanConfigsAnswerSchema = z.codec(
  z.union([PublicPlanConfigsSchema, z.object({ plans: PublicPlanConfigsSchema })]),
  PublicPlanConfigsSchema,
  {
    decode: (answer) => (Array.isArray(answer) ? answer : answer.plans),
    encode: (plans) => plans,
  },
);

/**
 * The plan configs' 304: the list carries an ETag, and a request whose If-None-Match names it gets
 * no body. `z.undefined()` is how the OpenAPI document says "no content" (the type provider emits
 * `type: 'null'`, which @fastify/swagger leaves without a media type).
 */
export const PlanConfigsNotModifiedSchema = z
  .undefined()
  .describe('Not modified: If-None-Match names the current ETag; no body');

export const listPublicPlanConfigsOperation = defineOperation({
  method: 'GET',
  path: '/plans/configs/public',
  auth: 'none',
  tags: ['plans'],
  summary:
    'The public plans, in display order (amount in whole US dollars); 304 when If-None-Match names the ETag',
  responses: { 200: PlanConfigsAnswerSchema, 304: PlanConfigsNotModifiedSchema },
});

export const listPlanConfigsOperation = defineOperation({
  method: 'GET',
  path: '/plans/configs',
  auth: 'bearer',
  tags: ['plans'],
  summary:
    'The plans a signed-in caller can buy (today the public plans); 304 when If-None-Match names the ETag',
  responses: {
    200: PlanConfigsAnswerSchema,
    304: PlanConfigsNotModifiedSchema,
    401: ErrorBodySchema,
  },
});
