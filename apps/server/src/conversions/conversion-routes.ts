import { listConversionsOperation } from '@rewright/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../plugins/operation-route';
import { listConversions } from './list-conversions';

/** /conversions — the usage list of the dashboard, the CLI and the desktop app. */
const conversionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(app, listConversionsOperation),
    handler: async (request) => listConversions(app.db, request.identity, request.query),
  });
};

export default conversionRoutes;
