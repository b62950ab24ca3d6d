import { useSyncExternalStore } from 'react';

/**
 * Spec section 4: "The acceptance check is cached per user; a change of user resets it." One
 * entry only — the user in this tab — so a different `sub` replaces it instead of piling up.
 * Observable, so a page can wait for the gate (the pricing page resumes a chosen checkout only
 * once the terms are accepted).
 */
export interface TermsAcceptanceCache {
  isAccepted(sub: string): boolean;
  markAccepted(sub: string): void;
  /** Called when the signed-in user changes (or signs out). */
  resetUnless(sub: string | null): void;
  /** Calls `listener` after every change; answers the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Who accepted (the store's snapshot). */
  acceptedBy(): string | null;
}

export function createTermsAcceptanceCache(): TermsAcceptanceCache {
  let acceptedBy: string | null = null;
  const listeners = new Set<() => void>();
  const set = (next: string | null) => {
    if (next === acceptedBy) return;
    acceptedBy = next;
    // The gate resets the cache while it renders; telling other components then would update
    // them during that render, which React refuses. They hear of it right after.
    queueMicrotask(() => {
      for (const listener of listeners) listener();
    });
  };
  return {
    isAccepted: (sub) => acceptedBy === sub,
    markAccepted: (sub) => set(sub),
    resetUnless: (sub) => {
      if (acceptedBy !== sub) set(null);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    acceptedBy: () => acceptedBy,
  };
}

/** The tab's cache: survives route changes (the gate re-renders), not page loads. */
export const termsAcceptanceCache = createTermsAcceptanceCache();

/** Whether `sub` has accepted the terms in this tab (false until the gate has checked). */
export function useTermsAccepted(sub: string | null): boolean {
  const acceptedBy = useSyncExternalStore(
    termsAcceptanceCache.subscribe,
    termsAcceptanceCache.acceptedBy,
    () => null,
  );
  return sub !== null && acceptedBy === sub;
}
