import { listPlanConfigsOperation, listPublicPlanConfigsOperation } from '@rewright/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../plugins/operation-route';
import { listPublicPlanConfigs } from './plan-configs';

/** The plan cards: public for the pricing page, and the same list for signed-in callers (spec lists both). */
const planRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(app, listPublicPlanConfigsOperation),
    handler: async () => listPublicPlanConfigs(app.db),
  });

  app.route({
    ...routeOf(app, listPlanConfigsOperation),
    handler: async () => listPublicPlanConfigs(app.db),
  });
};

export default planRoutes;
