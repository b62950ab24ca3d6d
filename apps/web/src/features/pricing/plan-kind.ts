import type { PlanConfig } from '@rewright/contracts';

/**
 * What a pack button does depends on its kind (spec section 4 and workspace "Pack purchase"):
 * names matching enterprise or custom go to sales, amount 0 is the Free Pack, and Standard Pack is
 * the only plan with a payment handler. Any other paid plan is `unknown`.
 */
export type PlanKind = 'enterprise' | 'free' | 'standard' | 'unknown';

export const STANDARD_PACK = 'Standard Pack';

export function planKind(plan: Pick<PlanConfig, 'name' | 'amount'>): PlanKind {
  if (/enterprise|custom/i.test(plan.name)) return 'enterprise';
  if (plan.amount === 0) return 'free';
  if (plan.name.trim().toLowerCase() === STANDARD_PACK.toLowerCase()) return 'standard';
  return 'unknown';
}

/** Words the server writes in lower case that read as acronyms. */
const ACRONYMS: Record<string, string> = { ai: 'AI', api: 'API', ci: 'CI', cd: 'CD', sso: 'SSO' };

/** `priority_support` → `Priority Support`; `ci_cd_integration` → `CI/CD Integration`. */
export function featureLabel(feature: string): string {
  return feature
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => ACRONYMS[word.toLowerCase()] ?? word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')
    .replace('CI CD', 'CI/CD');
}

export function formatPrice(amount: number | null): string {
  return amount === null ? 'Custom' : `$${amount}`;
}
