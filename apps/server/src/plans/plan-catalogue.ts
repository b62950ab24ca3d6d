import { createHash } from 'node:crypto';
import type { Db } from '../db/database';
import { plans } from '../db/schema';
import { toPlanConfig } from './plan-configs';
import { findPublicPlans, type PlanRow } from './plan-repository';

/**
 * Every plan, held in memory with the public list already serialised: the pricing page's request
 * does no database work (issue 10: 1,105 requests/s, 1 % of bare Fastify, each waiting on a query).
 *
 * Why a cache is correct here: plans change only through SQL migrations (the seed), and migrations
 * run at start-up before the server listens, so the first load sees the final rows. An operator who
 * edits `plans` by hand on a running PostgreSQL sees the change within `maxAgeMs` on every
 * instance: a read after that age is answered from memory while one reload runs behind it.
 */
export interface PlanCatalogue {
  /** All plans by id, public or not (a user may have bought a plan since withdrawn). */
  byId: ReadonlyMap<string, PlanRow>;
  /** The public plans in display order. */
  publicPlans: readonly PlanRow[];
  /** `publicPlans` as the API answers them (PublicPlanConfigsSchema), serialised once. */
  publicConfigsJson: string;
  /** Strong ETag of `publicConfigsJson`. */
  etag: string;
}

export interface PlanCatalogueCache {
  get(): Promise<PlanCatalogue>;
  /** Forgets the catalogue; the next read loads it again (after writing plans outside migrations). */
  invalidate(): void;
}

const defaultMaxAgeMs = 60_000;
const caches = new WeakMap<Db, PlanCatalogueCache>();

/** The one catalogue cache of a database (plan routes and the dashboard share it). */
export function planCatalogueOf(db: Db): PlanCatalogueCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = createPlanCatalogueCache(db, defaultMaxAgeMs);
    caches.set(db, cache);
  }
  return cache;
}

export function createPlanCatalogueCache(db: Db, maxAgeMs: number): PlanCatalogueCache {
  let current: Promise<PlanCatalogue> | undefined;
  let loadedAt = 0;
  let reloading = false;
  // A failed load is not kept: the next read tries again.
  const load = () => {
    const loading = loadPlanCatalogue(db);
    loading.catch(() => {
      if (current === loading) current = undefined;
    });
    loadedAt = Date.now();
    return loading;
  };
  return {
    get() {
      if (!current) return (current = load());
      if (!reloading && Date.now() - loadedAt > maxAgeMs) {
        reloading = true;
        const reload = loadPlanCatalogue(db);
        reload
          .then(
            (fresh) => {
              current = Promise.resolve(fresh);
              loadedAt = Date.now();
            },
            () => {}, // keep serving what we have; the next read past the age tries again
          )
          .finally(() => (reloading = false));
      }
      return current;
    },
    invalidate() {
      current = undefined;
    },
  };
}

async function loadPlanCatalogue(db: Db): Promise<PlanCatalogue> {
  // The display order stays the database's (sort_order, then name in its collation).
  const [rows, publicPlans] = await Promise.all([db.select().from(plans), findPublicPlans(db)]);
  const publicConfigsJson = JSON.stringify(publicPlans.map(toPlanConfig));
  return {
    byId: new Map(rows.map((plan) => [plan.id, plan])),
    publicPlans,
    publicConfigsJson,
    etag: `"${createHash('sha256').update(publicConfigsJson).digest('base64url').slice(0, 27)}"`,
  };
}
