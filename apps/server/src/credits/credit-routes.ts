import { consumeCreditsOperation, listCreditPackagesOperation } from '@rewright/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCurrentUser } from '../users/current-user';
import { routeOf } from '../plugins/operation-route';
import { toConversion } from '../conversions/conversion-repository';
import { consumeCredits } from './consume-credits';
import { listCreditPackages } from './credit-packages';

/**
 * /credits/packages for the website; /credits/consume (spend and record a conversion) for the CLI
 * and desktop app.
 */
const creditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(app, listCreditPackagesOperation),
    handler: async () => listCreditPackages(app.db),
  });

  app.route({
    ...routeOf(app, consumeCreditsOperation),
    handler: async (request, reply) => {
      const { idempotency_key, conversion: reported } = request.body;
      // The contract guarantees one of them: an amount, or the conversion that sets it.
      const amount = request.body.amount ?? reported?.test_cases_charged ?? 0;
      const user = await requireCurrentUser(app.db, request.identity.sub);
      const facts = reported && {
        files: reported.files,
        testCases: reported.test_cases,
        testCasesCharged: reported.test_cases_charged,
        sourceKinds: reported.source_kinds,
      };
      const { replayed, balance, conversion } = await consumeCredits(
        app.db,
        user.id,
        amount,
        idempotency_key,
        facts,
      );
      return reply.status(replayed ? 200 : 201).send({
        idempotency_key,
        amount: conversion.credits,
        total_credits: balance.total,
        credits_used: balance.used,
        remaining_credits: balance.remaining,
        conversion: toConversion(conversion),
      });
    },
  });
};

export default creditRoutes;
