import type { Queryable } from '../db/database';
import { findPublicPlans, type PlanRow } from './plan-repository';

/**
 * A plan named loosely, as the website sends it ('standard', 'Standard Pack', 'standard-pack'):
 * lower case, punctuation as spaces, a trailing "pack"/"plan" dropped.
 */
export function planKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/\s+(pack|plan)$/, '');
}

/** The public plan a client names, by name or slug; undefined for an unknown name. */
export async function findPlanByType(
  db: Queryable,
  planType: string,
): Promise<PlanRow | undefined> {
  const key = planKey(planType);
  if (key === '') return undefined;
  return (await findPublicPlans(db)).find(
    (plan) => planKey(plan.name) === key || planKey(plan.slug) === key,
  );
}
