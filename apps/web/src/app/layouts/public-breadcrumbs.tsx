import { Breadcrumbs } from './breadcrumbs';

/**
 * The public layout's breadcrumb trail, as a module of its own so the layout can load it on
 * demand (see public-layout.tsx) under a name Vite's manifest keeps for the prerender.
 */
export function PublicBreadcrumbs() {
  return <Breadcrumbs className="container" />;
}
