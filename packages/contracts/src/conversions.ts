import { z } from 'zod';
import { ErrorBodySchema } from './errors';
import { defineOperation } from './operation';

/**
 * A source kind as the engine names it (`protractor`, `selenium-js`, `selenium-java`,
 * `selenium-python`, `natural-language`). Not an enum: a kind the engine adds later must not make
 * the server refuse its conversions.
 */
export const SourceKindIdSchema = z
  .string({ error: 'Each source kind must be a text such as "protractor".' })
  .regex(/^[a-z][a-z0-9-]{0,39}$/, {
    error: 'Each source kind is a lower-case id such as "protractor" or "selenium-js".',
  });

const count = (what: string, max: number) =>
  z
    .number({
      error: (issue) => (issue.input === undefined ? undefined : `${what} must be a number.`),
    })
    .int({ error: `${what} must be a whole number.` })
    .min(0, { error: `${what} cannot be negative.` })
    .max(max, { error: `${what} can be at most ${max.toLocaleString('en-US')}.` });

/**
 * What a client converted, sent with POST /credits/consume (never the code itself: source code
 * stays on the user's machine). One credit per test case converted without a TODO inside it, so
 * `test_cases_charged` is what is spent; `test_cases − test_cases_charged` were free.
 */
export const ConversionFactsSchema = z
  .object({
    /** Files written to the output folder. */
    files: count('files', 1_000_000).min(1, { error: 'files must be at least 1.' }),
    /** Test cases converted in all. */
    test_cases: count('test_cases', 100_000),
    /** Test cases converted without a TODO inside them: the ones charged. */
    test_cases_charged: count('test_cases_charged', 100_000),
    source_kinds: z
      .array(SourceKindIdSchema, {
        error: (issue) =>
          issue.input === undefined ? undefined : 'source_kinds must be a list of source kinds.',
      })
      .min(1, { error: 'source_kinds must name at least one source kind.' })
      .max(20, { error: 'source_kinds can name at most 20 source kinds.' })
      .refine((kinds) => new Set(kinds).size === kinds.length, {
        error: 'source_kinds must not name a source kind twice.',
      }),
  })
  .refine((facts) => facts.test_cases_charged <= facts.test_cases, {
    path: ['test_cases_charged'],
    error: 'test_cases_charged cannot be more than test_cases.',
  });
export type ConversionFacts = z.infer<typeof ConversionFactsSchema>;

/**
 * One recorded conversion (GET /conversions, and the answer of POST /credits/consume).
 * `test_cases_free` = test_cases − test_cases_charged: the test cases left with a TODO inside,
 * which cost nothing. A spend made without conversion facts (an older client) is listed with
 * `files` 0, `source_kinds` [] and every test case charged. `created_at` is an ISO date-time.
 */
export const ConversionSchema = z.object({
  id: z.string(),
  idempotency_key: z.string(),
  files: z.number().int(),
  test_cases: z.number().int(),
  test_cases_charged: z.number().int(),
  test_cases_free: z.number().int(),
  credits: z.number().int(),
  source_kinds: z.array(z.string()),
  created_at: z.string(),
});
export type Conversion = z.infer<typeof ConversionSchema>;

export const ConversionListQuerySchema = z.object({
  skip: z.coerce
    .number({ error: 'skip must be a number.' })
    .int({ error: 'skip must be a whole number.' })
    .min(0, { error: 'skip cannot be negative.' })
    .default(0),
  limit: z.coerce
    .number({ error: 'limit must be a number.' })
    .int({ error: 'limit must be a whole number.' })
    .min(1, { error: 'limit must be at least 1.' })
    .max(100, { error: 'limit can be at most 100.' })
    .default(10),
});
export type ConversionListQuery = z.infer<typeof ConversionListQuerySchema>;

/** GET /api/v1/conversions — one page of the caller's conversions, newest first, and how many in all. */
export const ConversionListSchema = z.object({
  conversions: z.array(ConversionSchema),
  total: z.number().int(),
});
export type ConversionList = z.infer<typeof ConversionListSchema>;

export const listConversionsOperation = defineOperation({
  method: 'GET',
  path: '/conversions',
  auth: 'bearer',
  tags: ['credits'],
  summary: "The caller's own conversions, newest first (skip, limit ≤ 100)",
  query: ConversionListQuerySchema,
  responses: {
    200: ConversionListSchema,
    400: ErrorBodySchema,
    401: ErrorBodySchema,
    404: ErrorBodySchema,
  },
});
