import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DashboardRow } from './dashboard-stats';
import { createStatsCache, type StatsCache } from './stats-cache';
import { startStatsInvalidation } from './stats-invalidation';

declare module 'fastify' {
  interface FastifyInstance {
    /** The dashboard's rows of recently seen users, kept current by database notifications. */
    dashboardStatsCache: StatsCache<DashboardRow>;
  }
}

/** About 1 KB a row: at most ~10 MB, and a user unseen for that many others is read again. */
const maxEntries = 10_000;

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The dashboard's cache and what keeps it correct (stats-cache.ts, stats-invalidation.ts). A
 * request that may have written is not answered until the notifications of its writes have
 * reached this instance's cache, so the caller's next dashboard read shows them — for every writer
 * (credits, checkout, registration, profile, webhooks, routes yet to come) without each having to
 * remember the cache. Refusals before any handler ran (401, 429) wait for nothing.
 */
export default fp(
  async function dashboardStatsCache(app: FastifyInstance) {
    const cache = createStatsCache<DashboardRow>(maxEntries);
    const invalidation = startStatsInvalidation(app.database, cache, (error) =>
      app.log.warn({ reason: error.message }, 'dashboard cache bypassed until notifications flow'),
    );
    app.decorate('dashboardStatsCache', cache);
    // Callback style: a read (most requests) passes without a promise.
    app.addHook('onSend', (request, reply, payload, done) => {
      const mayHaveWritten =
        writeMethods.has(request.method) && reply.statusCode !== 401 && reply.statusCode !== 429;
      if (!mayHaveWritten) return done(null, payload);
      invalidation.settle().then(() => done(null, payload), done);
    });
    app.addHook('onClose', () => invalidation.close());
  },
  { name: 'dashboard-stats-cache', dependencies: ['database'] },
);
