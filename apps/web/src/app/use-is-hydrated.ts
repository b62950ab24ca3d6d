import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the prerendered HTML and while React hydrates it, true from then on. Prerendered forms
 * stay disabled until then: React resets controlled inputs when it takes over (wiping what a fast
 * visitor typed) and a click before that would submit the form natively, data in the URL. The
 * prerendered /documentation renders its default section until then, whatever `?section=` asked for,
 * so hydration stays clean before React re-renders with the real one.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
