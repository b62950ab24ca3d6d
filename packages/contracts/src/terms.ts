import { z } from 'zod';
import { storableText } from './text';

/** GET /api/v1/terms/content — the current terms of service as plain text (paragraphs split by blank lines). */
export const TermsContentSchema = z.object({
  content: z.string(),
  version: z.string(),
});
export type TermsContent = z.infer<typeof TermsContentSchema>;

/** GET /api/v1/terms/full-info — the latest terms and whether the caller accepted that version. */
export const TermsFullInfoSchema = z.object({
  content: TermsContentSchema,
  acceptance_status: z.object({
    accepted: z.boolean(),
    /** When the caller accepted the latest version; null while not accepted. */
    accepted_at: z.string().nullable(),
  }),
});
export type TermsFullInfo = z.infer<typeof TermsFullInfoSchema>;

/** POST /api/v1/terms/accept-terms — `user_id` is the caller's id or token `sub` (anything else: 403). */
export const AcceptTermsRequestSchema = z.object({
  user_id: storableText(z.string().trim().min(1).max(100)),
});
export type AcceptTermsRequest = z.infer<typeof AcceptTermsRequestSchema>;

/** 201 answer of POST /api/v1/terms/accept-terms (409 when this version was already accepted). */
export const TermsAcceptedSchema = z.object({
  accepted: z.literal(true),
  version: z.string(),
  accepted_at: z.string(),
});
export type TermsAccepted = z.infer<typeof TermsAcceptedSchema>;
