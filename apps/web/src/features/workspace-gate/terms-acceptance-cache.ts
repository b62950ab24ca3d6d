/**
 * Spec section 4: "The acceptance check is cached per user; a change of user resets it." One
 * entry only — the user in this tab — so a different `sub` replaces it instead of piling up.
 */
export interface TermsAcceptanceCache {
  isAccepted(sub: string): boolean;
  markAccepted(sub: string): void;
  /** Called when the signed-in user changes (or signs out). */
  resetUnless(sub: string | null): void;
}

export function createTermsAcceptanceCache(): TermsAcceptanceCache {
  let acceptedBy: string | null = null;
  return {
    isAccepted: (sub) => acceptedBy === sub,
    markAccepted: (sub) => {
      acceptedBy = sub;
    },
    resetUnless: (sub) => {
      if (acceptedBy !== sub) acceptedBy = null;
    },
  };
}

/** The tab's cache: survives route changes (the gate re-renders), not page loads. */
export const termsAcceptanceCache = createTermsAcceptanceCache();
