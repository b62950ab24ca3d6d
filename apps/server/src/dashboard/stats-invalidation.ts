import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { StatsCache } from './stats-cache';

/** Migration 0004's triggers notify it with a user's id on every write to their figures. */
export const userChangedChannel = 'rewright_user_changed';

const fencePrefix = 'fence:';
/** A fence that never comes back means the notifications stalled: stop trusting the cache. */
const fenceTimeoutMs = 2_000;

export interface StatsInvalidation {
  /**
   * Resolves once every notification committed before this call has been applied here. The
   * server waits for it before answering a request that may have written (see plugin), so the
   * caller's next read never meets what that write replaced.
   */
  settle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Keeps `cache` in step with the database: LISTENs on `userChangedChannel` and evicts each named
 * user; bypasses (and empties) the cache whenever the listening connection is down and empties it
 * again once listening resumes, since what was notified in between is lost.
 *
 * `settle` on PostgreSQL sends a notification of its own (a fence) and waits for it: PostgreSQL
 * delivers notifications in commit order, so by then every earlier write's has arrived. On PGlite
 * there is nothing to wait for: a notification reaches this thread before the statement that
 * committed it returns (pglite-worker.js).
 */
export function startStatsInvalidation(
  database: Database,
  cache: StatsCache<{ id: string }>,
  onStall: (error: Error) => void,
): StatsInvalidation {
  const instance = randomUUID();
  const fences = new Map<string, () => void>();
  let nextFence = 0;
  const releaseFences = () => {
    for (const release of fences.values()) release();
    fences.clear();
  };

  const subscription = database.listen(userChangedChannel, {
    notification(payload) {
      if (payload.startsWith(fencePrefix)) {
        fences.get(payload)?.();
        fences.delete(payload);
      } else if (payload === '*') cache.clear();
      else cache.evictUser(payload);
    },
    listening: () => cache.setListening(true),
    lost(error) {
      cache.setListening(false);
      // Nothing is served from the cache now, so no writer needs to wait for its notification.
      releaseFences();
      onStall(error);
    },
  });

  return {
    async settle() {
      if (database.driver !== 'postgres' || !subscription.active) return;
      const fence = `${fencePrefix}${instance}:${nextFence++}`;
      let timer: NodeJS.Timeout | undefined;
      const arrived = new Promise<boolean>((resolve) => {
        fences.set(fence, () => resolve(true));
        timer = setTimeout(() => resolve(false), fenceTimeoutMs);
      });
      try {
        await database.db.execute(sql`select pg_notify(${userChangedChannel}, ${fence})`);
        if (!(await arrived)) throw new Error('A database notification did not arrive in time.');
      } catch (error) {
        // The write is done either way; only the cache cannot be trusted to have seen it.
        cache.clear();
        onStall(error instanceof Error ? error : new Error(String(error)));
      } finally {
        clearTimeout(timer);
        fences.delete(fence);
      }
    },
    close: async () => {
      releaseFences();
      await subscription.close();
    },
  };
}
