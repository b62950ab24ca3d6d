import { z } from 'zod';
import { ErrorBodySchema } from './errors';
import { defineOperation } from './operation';

/**
 * POST /api/v1/analytics/page-views — one page view, sent by the website only when an analytics id
 * is configured. No user id, no query string or fragment (they can carry login codes).
 */
export const PageViewSchema = z.object({
  analyticsId: z.string().min(1).max(100),
  path: z
    .string()
    .max(2048)
    .regex(/^\/[^?#]*$/, 'must be a path without query or fragment'),
  title: z.string().max(300),
  referrer: z.string().max(2048),
});
export type PageView = z.infer<typeof PageViewSchema>;

export const recordPageViewOperation = defineOperation({
  method: 'POST',
  path: '/analytics/page-views',
  auth: 'none',
  tags: ['analytics'],
  summary: 'Record one page view (only when ANALYTICS_ID is set)',
  body: PageViewSchema,
  responses: { 204: z.null(), 400: ErrorBodySchema, 404: ErrorBodySchema },
});
