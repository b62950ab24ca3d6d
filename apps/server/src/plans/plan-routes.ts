import { ErrorBodySchema, PublicPlanConfigsSchema } from '@rewright/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listPublicPlanConfigs } from './plan-configs';

/** The plan cards: public for the pricing page, and the same list for signed-in callers (spec lists both). */
const planRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/plans/configs/public',
    {
      schema: {
        tags: ['plans'],
        summary: 'The public plans, in display order (amount in whole US dollars)',
        response: { 200: PublicPlanConfigsSchema },
      },
    },
    async () => listPublicPlanConfigs(app.db),
  );

  app.get(
    '/plans/configs',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['plans'],
        summary: 'The plans a signed-in caller can buy (today the public plans)',
        security: [{ bearer: [] }],
        response: { 200: PublicPlanConfigsSchema, 401: ErrorBodySchema },
      },
    },
    async () => listPublicPlanConfigs(app.db),
  );
};

export default planRoutes;
