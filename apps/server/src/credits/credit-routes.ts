import {
  ConsumeCreditsRequestSchema,
  CreditPackagesSchema,
  CreditsConsumedSchema,
  ErrorBodySchema,
} from '@rewright/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCurrentUser } from '../users/current-user';
import { consumeCredits } from './consume-credits';
import { listCreditPackages } from './credit-packages';

/** /credits/packages for the website; /credits/consume for the CLI and desktop app. */
const creditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/credits/packages',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['credits'],
        summary: 'The packs and the credits each grants',
        security: [{ bearer: [] }],
        response: { 200: CreditPackagesSchema, 401: ErrorBodySchema },
      },
    },
    async () => listCreditPackages(app.db),
  );

  app.post(
    '/credits/consume',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['credits'],
        summary:
          'Spend credits once per idempotency key (201; 200 for a repeated key; 402 when short)',
        security: [{ bearer: [] }],
        body: ConsumeCreditsRequestSchema,
        response: {
          200: CreditsConsumedSchema,
          201: CreditsConsumedSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          402: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
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
  );
};

export default creditRoutes;
