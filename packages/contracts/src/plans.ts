import { z } from 'zod';

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

/** The server answers an array; the spec also allows `{ plans: [...] }`, which clients accept too. */
export const PublicPlanConfigsSchema = z.array(PlanConfigSchema);
export const PlanConfigsAnswerSchema = z.union([
  PublicPlanConfigsSchema,
  z.object({ plans: PublicPlanConfigsSchema }).transform((answer) => answer.plans),
]);
export type PublicPlanConfigs = z.infer<typeof PublicPlanConfigsSchema>;
