import {
  DashboardStatsSchema,
  ErrorBodySchema,
  WebsiteDashboardStatsSchema,
} from '@rewright/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getDashboardStats, getWebsiteDashboardStats } from './dashboard-stats';

/** The dashboard's numbers, from the credits ledger (or memory, while nothing changed them). */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 401: ErrorBodySchema, 404: ErrorBodySchema };

  app.get(
    '/dashboard/stats_website',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['dashboard'],
        summary: 'The website dashboard: the caller, their credits and their pack',
        security: [{ bearer: [] }],
        response: { 200: WebsiteDashboardStatsSchema, ...errors },
      },
    },
    async (request) => getWebsiteDashboardStats(app.db, request.identity, app.dashboardStatsCache),
  );

  app.get(
    '/dashboard/stats',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['dashboard'],
        summary: 'The website dashboard plus remaining credits and usage percentage',
        security: [{ bearer: [] }],
        response: { 200: DashboardStatsSchema, ...errors },
      },
    },
    async (request) => getDashboardStats(app.db, request.identity, app.dashboardStatsCache),
  );
};

export default dashboardRoutes;
