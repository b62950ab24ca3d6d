import { consumeCreditsOperation, listCreditPackagesOperation } from '@rewright/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCurrentUser } from '../users/current-user';
import { routeOf } from '../plugins/operation-route';
import { consumeCredits } from './consume-credits';
import { listCreditPackages } from './credit-packages';

/** /credits/packages for the website; /credits/consume for the CLI and desktop app. */
const creditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(app, listCreditPackagesOperation),
    handler: async () => listCreditPackages(app.db),
  });

  app.route({
    ...routeOf(app, consumeCreditsOperation),
    handler: async (request, reply) => {
      const { amount, idempotency_key } = request.body;
      const user = await requireCurrentUser(app.db, request.identity.sub);
      const { replayed, balance } = await consumeCredits(app.db, user.id, amount, idempotency_key);
      return reply.status(replayed ? 200 : 201).send({
        idempotency_key,
        amount,
        total_credits: balance.total,
        credits_used: balance.used,
        remaining_credits: balance.remaining,
      });
    },
  });
};

export default creditRoutes;
