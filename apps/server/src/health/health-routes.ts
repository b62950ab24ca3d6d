import { getHealthOperation } from '@rewright/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../plugins/operation-route';
import { checkHealth } from './check-health';

export interface HealthRoutesOptions {
  identityProviderUrl: string;
  fetch: typeof fetch;
  version: string;
}

const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, options) => {
  app.route({
    ...routeOf(app, getHealthOperation),
    // The load balancer's probe must not turn 429 because a client spent the limit.
    config: { rateLimit: false },
    handler: async (request, reply) => {
      const health = await checkHealth({ ...options, db: app.db, log: request.log });
      return reply.status(health.status === 'ok' ? 200 : 503).send(health);
    },
  });
};

export default healthRoutes;
