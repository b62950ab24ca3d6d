import type { CreditPackage } from '@rewright/contracts';
import type { Db } from '../db/database';
import { findPublicPlans } from '../plans/plan-repository';

/** The packs that grant a fixed number of credits; a custom-priced plan (Enterprise) has none to list. */
export async function listCreditPackages(db: Db): Promise<CreditPackage[]> {
  return (await findPublicPlans(db)).flatMap((plan) =>
    plan.credits === null ? [] : [{ name: plan.name, credits: plan.credits }],
  );
}
