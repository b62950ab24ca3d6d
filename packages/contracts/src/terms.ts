import { z } from 'zod';

/** GET /api/v1/terms/content — the current terms of service as plain text (paragraphs split by blank lines). */
export const TermsContentSchema = z.object({
  content: z.string(),
  version: z.string(),
});
export type TermsContent = z.infer<typeof TermsContentSchema>;
