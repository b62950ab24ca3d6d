import {
  AcceptTermsRequestSchema,
  ErrorBodySchema,
  TermsAcceptedSchema,
  TermsContentSchema,
  TermsFullInfoSchema,
} from '@rewright/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptLatestTerms, getTermsFullInfo } from './terms-acceptance';
import { getCurrentTermsContent } from './terms-content';

/** /terms/content, /terms/full-info and /terms/accept-terms (the spec's /api/terms/* with the doubled prefix collapsed). */
const termsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/terms/content',
    {
      schema: {
        tags: ['terms'],
        summary: 'The current terms of service (plain text, paragraphs split by blank lines)',
        response: { 200: TermsContentSchema, 404: ErrorBodySchema },
      },
    },
    async () => getCurrentTermsContent(app.db),
  );

  app.get(
    '/terms/full-info',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['terms'],
        summary: 'The latest terms and whether the caller accepted that version',
        security: [{ bearer: [] }],
        response: { 200: TermsFullInfoSchema, 401: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => getTermsFullInfo(app.db, request.identity),
  );

  app.post(
    '/terms/accept-terms',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['terms'],
        summary: 'Accept the latest terms (409 when already accepted)',
        security: [{ bearer: [] }],
        body: AcceptTermsRequestSchema,
        response: {
          201: TermsAcceptedSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await acceptLatestTerms(app.db, request.identity, request.body)),
  );
};

export default termsRoutes;
