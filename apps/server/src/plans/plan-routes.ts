import { listPlanConfigsOperation, listPublicPlanConfigsOperation } from '@rewright/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../plugins/operation-route';
import { planCatalogueOf } from './plan-catalogue';

/** The plan cards: public for the pricing page, and the same list for signed-in callers (spec lists both). */
const planRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogue = planCatalogueOf(app.db);
  // Loaded once migrations are done, so even the first pricing request finds it in memory. A
  // database that does not answer yet must not stop start-up: the first request tries again.
  app.addHook('onReady', async () => {
    await catalogue.get().catch(() => {});
  });

  /**
   * The list serialised once per catalogue load (the contract's array, which the response schema
   * would encode unchanged); a client holding it gets 304 without a body.
   */
  const sendPublicConfigs = async (request: FastifyRequest, reply: FastifyReply) => {
    const { publicConfigsJson, etag } = await catalogue.get();
    // no-cache: a browser may keep the list but asks each time (a 304 when nothing changed).
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(publicConfigsJson);
  };

  app.route({ ...routeOf(app, listPublicPlanConfigsOperation), handler: sendPublicConfigs });
  app.route({ ...routeOf(app, listPlanConfigsOperation), handler: sendPublicConfigs });
};

/** If-None-Match: `*`, or a list of (possibly weak) tags. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

export default planRoutes;
