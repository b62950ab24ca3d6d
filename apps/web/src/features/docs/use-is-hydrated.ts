import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False during the prerender and while hydrating, true afterwards and on client-only renders.
 * The prerendered /documentation holds the default section whatever `?section=` the visitor asked
 * for; rendering that first keeps hydration clean, and React re-renders at once with the real one.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
