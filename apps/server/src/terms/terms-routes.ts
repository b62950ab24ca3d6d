import {
  acceptTermsOperation,
  getTermsContentOperation,
  getTermsFullInfoOperation,
} from '@rewright/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../plugins/operation-route';
import { acceptLatestTerms, getTermsFullInfo } from './terms-acceptance';
import { getCurrentTermsContent } from './terms-content';

/** /terms/content, /terms/full-info and /terms/accept-terms (the spec's /api/terms/* with the doubled prefix collapsed). */
const termsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(app, getTermsContentOperation),
    handler: async () => getCurrentTermsContent(app.db),
  });

  app.route({
    ...routeOf(app, getTermsFullInfoOperation),
    handler: async (request) => getTermsFullInfo(app.db, request.identity),
  });

  app.route({
    ...routeOf(app, acceptTermsOperation),
    handler: async (request, reply) =>
      reply.status(201).send(await acceptLatestTerms(app.db, request.identity, request.body)),
  });
};

export default termsRoutes;
