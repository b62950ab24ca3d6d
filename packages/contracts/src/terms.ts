import { z } from 'zod';
import { ErrorBodySchema } from './errors';
import { defineOperation } from './operation';
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

export const getTermsContentOperation = defineOperation({
  method: 'GET',
  path: '/terms/content',
  auth: 'none',
  tags: ['terms'],
  summary: 'The current terms of service (plain text, paragraphs split by blank lines)',
  responses: { 200: TermsContentSchema, 404: ErrorBodySchema },
});

export const getTermsFullInfoOperation = defineOperation({
  method: 'GET',
  path: '/terms/full-info',
  auth: 'bearer',
  tags: ['terms'],
  summary: 'The latest terms and whether the caller accepted that version',
  responses: { 200: TermsFullInfoSchema, 401: ErrorBodySchema, 404: ErrorBodySchema },
});

export const acceptTermsOperation = defineOperation({
  method: 'POST',
  path: '/terms/accept-terms',
  auth: 'bearer',
  tags: ['terms'],
  summary: 'Accept the latest terms (409 when already accepted)',
  body: AcceptTermsRequestSchema,
  responses: {
    201: TermsAcceptedSchema,
    400: ErrorBodySchema,
    401: ErrorBodySchema,
    403: ErrorBodySchema,
    404: ErrorBodySchema,
    409: ErrorBodySchema,
  },
});
