import { z } from 'zod';
import { PlanFeaturesSchema } from './plans';
import { ErrorBodySchema } from './errors';
import { defineOperation } from './operation';

/**
 * GET /api/v1/dashboard/stats_website — spec section 3. Credits come from the ledger:
 * `total_credits` = sum of grants, `credits_used` = credits spent (a positive number).
 */
export const WebsiteDashboardStatsSchema = z.object({
  user_id: z.string(),
  user_name: z.string(),
  user_email: z.string(),
  first_name: z.string(),
  /** Beside the spec's fields, so the dashboard's Name shows first and last name. */
  last_name: z.string().default(''),
  total_credits: z.number().int(),
  credits_used: z.number().int(),
  current_plan: z.string(),
  plan_features: PlanFeaturesSchema,
});
export type WebsiteDashboardStats = z.infer<typeof WebsiteDashboardStatsSchema>;

/**
 * GET /api/v1/dashboard/stats — the spec does not show this shape; it is the website's plus what
 * the website would otherwise compute: remaining = total − |used|, usage % rounded (0 when total is 0).
 */
export const DashboardStatsSchema = WebsiteDashboardStatsSchema.extend({
  remaining_credits: z.number().int(),
  usage_percentage: z.number().int(),
});
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;

export const getWebsiteDashboardStatsOperation = defineOperation({
  method: 'GET',
  path: '/dashboard/stats_website',
  auth: 'bearer',
  tags: ['dashboard'],
  summary: 'The website dashboard: the caller, their credits and their pack',
  responses: { 200: WebsiteDashboardStatsSchema, 401: ErrorBodySchema, 404: ErrorBodySchema },
});

export const getDashboardStatsOperation = defineOperation({
  method: 'GET',
  path: '/dashboard/stats',
  auth: 'bearer',
  tags: ['dashboard'],
  summary: 'The website dashboard plus remaining credits and usage percentage',
  responses: { 200: DashboardStatsSchema, 401: ErrorBodySchema, 404: ErrorBodySchema },
});
