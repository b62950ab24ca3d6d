import type { PlanConfig } from '@rewright/contracts';

/** Spec: matching is loose and case-insensitive over these words. */
const PACK_WORDS = ['free', 'standard', 'professional', 'enterprise', 'custom'] as const;
export type PackWord = (typeof PACK_WORDS)[number];

/** 'standard pack', 'Standard Pack' and 'standard-pack' are all `standard`. */
export function packWord(name: string): PackWord | null {
  const lower = name.toLowerCase();
  return PACK_WORDS.find((word) => lower.includes(word)) ?? null;
}

export function isActivePack(planName: string, currentPlan: string): boolean {
  const word = packWord(planName);
  return word !== null && word === packWord(currentPlan);
}

export interface PackCardView {
  active: boolean;
  mostPopular: boolean;
  price: string;
  showDescription: boolean;
  buttonLabel: string;
  /** The Free Pack's button is always disabled ('Already Subscribed'). */
  alwaysDisabled: boolean;
}

const isCustom = (plan: PlanConfig) => /enterprise|custom/i.test(plan.name);

/** Spec "Pack card behaviour" on the payments page, as data the card renders. */
export function packCardView(plan: PlanConfig, currentPlan: string): PackCardView {
  const active = isActivePack(plan.name, currentPlan);
  const word = packWord(plan.name);
  const free = word === 'free' || plan.amount === 0;
  return {
    active,
    mostPopular: word === 'standard' && !active,
    price: isCustom(plan) || plan.amount === null ? 'Custom' : `$${plan.amount}`,
    showDescription: !isCustom(plan),
    buttonLabel: free
      ? 'Already Subscribed'
      : active
        ? 'Extend Subscription'
        : 'Upgrade Subscription',
    alwaysDisabled: free,
  };
}
