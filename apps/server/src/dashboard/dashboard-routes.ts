import { getDashboardStatsOperation, getWebsiteDashboardStatsOperation } from '@rewright/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../plugins/operation-route';
import { getDashboardStats, getWebsiteDashboardStats } from './dashboard-stats';

/** The dashboard's numbers, from the credits ledger (or memory, while nothing changed them). */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(app, getWebsiteDashboardStatsOperation),
    handler: async (request) =>
      getWebsiteDashboardStats(app.db, request.identity, app.dashboardStatsCache),
  });

  app.route({
    ...routeOf(app, getDashboardStatsOperation),
    handler: async (request) =>
      getDashboardStats(app.db, request.identity, app.dashboardStatsCache),
  });
};

export default dashboardRoutes;
