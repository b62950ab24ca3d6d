import { z } from 'zod';

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
