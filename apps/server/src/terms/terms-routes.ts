import { ErrorBodySchema, TermsContentSchema } from '@rewright/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCurrentTermsContent } from './terms-content';

/** /terms/content (the spec's /api/terms/content with the doubled prefix collapsed). */
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
};

export default termsRoutes;
