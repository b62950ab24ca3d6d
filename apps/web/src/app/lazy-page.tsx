import { lazy, type ComponentType } from 'react';

/**
 * A route's page component in its own chunk, so `/` does not download every page of the site.
 *
 * Once `preload()` has resolved, `Component` renders the page synchronously, with no Suspense
 * fallback. That is what keeps prerendering and hydration exact: the prerender preloads every
 * page before rendering, and entry-client.tsx preloads the current URL's page (whose chunks the
 * prerendered HTML already lists as `<link rel="modulepreload">`) before `hydrateRoot`. A page
 * reached later by a client-side navigation suspends until its chunk arrives.
 */
export interface LazyPage {
  /** The page module's path from the web app's root, as Vite's manifest names it. */
  source: string;
  Component: ComponentType;
  /** Loads the chunk; calling it again returns the same promise (a failed load may be retried). */
  preload(): Promise<void>;
  /** The page component once its chunk is in, else null. */
  loaded(): ComponentType | null;
}

export function lazyPage<M>(
  source: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): LazyPage {
  let Loaded: ComponentType | null = null;
  let pending: Promise<void> | null = null;

  function preload() {
    pending ??= load().then(
      (module) => {
        Loaded = pick(module);
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  }

  const Suspending = lazy(async () => {
    await preload();
    return { default: Loaded as ComponentType };
  });

  function Component() {
    return Loaded ? <Loaded /> : <Suspending />;
  }

  return { source, Component, preload, loaded: () => Loaded };
}
