import { lazy, Suspense, type ComponentType } from 'react';
import { matchPath, type Params, type RouteObject } from 'react-router';
import * as notFound from '../routes/not-found.meta';
import { PublicLayout, publicBreadcrumbs, showsBreadcrumbs } from './layouts/public-layout';
import { lazyAuthSession } from './lazy-auth-session';
import { lazyPage, type LazyPage } from './lazy-page';
import type { PageMeta } from './page-metadata';

export interface SiteRoute {
  path: string;
  /** Signed-in routes use the workspace layout behind RequireAuth. */
  access: 'public' | 'signed-in';
  /** Prerendered to its own HTML file at build; otherwise served from spa.html. */
  prerender: boolean;
  /**
   * The page's metadata, read from its chunk (so `/` does not download every page's titles): call
   * it once `page.preload()` has resolved, else it throws. See loadPageMeta. `search` is the
   * address's query (`?section=…`), for a page whose metadata depends on it.
   */
  meta: (params: Params, search?: string) => PageMeta;
  page: LazyPage;
}

/** A page chunk and the metadata its module exports (from the route's `.meta.ts`). */
function routePage<M>(
  source: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  metaOf: (module: M, params: Params, search: string) => PageMeta,
): Pick<SiteRoute, 'meta' | 'page'> {
  let loadedModule: M | null = null;
  const page = lazyPage(source, () => load().then((module) => (loadedModule = module)), pick);
  return {
    page,
    meta(params, search = '') {
      if (!loadedModule) throw new Error(`${source}: preload the page before reading its metadata`);
      return metaOf(loadedModule, params, search);
    },
  };
}

/** The site's routes, in the spec's order. The one place a URL is declared. */
export const siteRoutes: SiteRoute[] = [
  {
    path: '/',
    access: 'public',
    prerender: true,
    ...routePage(
      'src/routes/home.tsx',
      () => import('../routes/home'),
      (m) => m.HomeRoute,
      (m) => m.meta,
    ),
  },
  {
    path: '/features',
    access: 'public',
    prerender: true,
    ...routePage(
      'src/routes/features.tsx',
      () => import('../routes/features'),
      (m) => m.FeaturesRoute,
      (m) => m.meta,
    ),
  },
  {
    path: '/pricing',
    access: 'public',
    prerender: true,
    ...routePage(
      'src/routes/pricing.tsx',
      () => import('../routes/pricing'),
      (m) => m.PricingRoute,
      (m) => m.meta,
    ),
  },
  {
    path: '/download',
    access: 'public',
    prerender: true,
    ...routePage(
      'src/routes/download.tsx',
      () => import('../routes/download'),
      (m) => m.DownloadRoute,
      (m) => m.meta,
    ),
  },
  {
    path: '/demo',
    access: 'public',
    prerender: true,
    ...routePage(
      'src/routes/demo.tsx',
      () => import('../routes/demo'),
      (m) => m.DemoRoute,
      (m) => m.meta,
    ),
  },
  {
    path: '/contact',
    access: 'public',
    prerender: true,
    ...routePage(
      'src/routes/contact.tsx',
      () => import('../routes/contact'),
      (m) => m.ContactRoute,
      (m) => m.meta,
    ),
  },
  {
    path: '/blog',
    access: 'public',
    prerender: true,
    ...routePage(
      'src/routes/blog.tsx',
      () => import('../routes/blog'),
      (m) => m.BlogRoute,
      (m) => m.meta,
    ),
  },
  {
    path: '/blog/:slug',
    access: 'public',
    prerender: false,
    ...routePage(
      'src/routes/blog-post.tsx',
      () => import('../routes/blog-post'),
      (m) => m.BlogPostRoute,
      (m, { slug = '' }) => m.metaForBlogPost(slug),
    ),
  },
  {
    path: '/documentation',
    access: 'public',
    prerender: true,
    ...routePage(
      'src/routes/documentation.tsx',
      () => import('../routes/documentation'),
      (m) => m.DocumentationRoute,
      (m, _params, search) => m.metaForSearch(search),
    ),
  },
  {
    path: '/terms',
    access: 'public',
    prerender: true,
    ...routePage(
      'src/routes/terms.tsx',
      () => import('../routes/terms'),
      (m) => m.TermsRoute,
      (m) => m.meta,
    ),
  },
  {
    path: '/cookie-policy',
    access: 'public',
    prerender: true,
    ...routePage(
      'src/routes/cookie-policy.tsx',
      () => import('../routes/cookie-policy'),
      (m) => m.CookiePolicyRoute,
      (m) => m.meta,
    ),
  },
  {
    path: '/payment-success',
    access: 'signed-in',
    prerender: false,
    ...routePage(
      'src/routes/payment-success.tsx',
      () => import('../routes/payment-success'),
      (m) => m.PaymentSuccessRoute,
      (m) => m.meta,
    ),
  },
  {
    path: '/payment-cancelled',
    access: 'signed-in',
    prerender: false,
    ...routePage(
      'src/routes/payment-cancelled.tsx',
      () => import('../routes/payment-cancelled'),
      (m) => m.PaymentCancelledRoute,
      (m) => m.meta,
    ),
  },
  {
    path: '/dashboard',
    access: 'signed-in',
    prerender: false,
    ...routePage(
      'src/routes/dashboard.tsx',
      () => import('../routes/dashboard'),
      (m) => m.DashboardRoute,
      (m) => m.meta,
    ),
  },
  {
    path: '/profile',
    access: 'signed-in',
    prerender: false,
    ...routePage(
      'src/routes/profile.tsx',
      () => import('../routes/profile'),
      (m) => m.ProfileRoute,
      (m) => m.meta,
    ),
  },
  {
    path: '/payments',
    access: 'signed-in',
    prerender: false,
    ...routePage(
      'src/routes/payments.tsx',
      () => import('../routes/payments'),
      (m) => m.PaymentsRoute,
      (m) => m.meta,
    ),
  },
];

export const notFoundMeta: PageMeta = notFound.meta;

function matchRoute(pathname: string): { route: SiteRoute; params: Params } | null {
  for (const route of siteRoutes) {
    const match = matchPath(route.path, pathname);
    if (match) return { route, params: match.params };
  }
  return null;
}

/** The metadata of the page at `pathname` (and `search`), whose chunk must be in (prerender, tests). */
export function resolvePageMeta(pathname: string, search?: string): PageMeta {
  const match = matchRoute(pathname);
  return match ? match.route.meta(match.params, search) : notFoundMeta;
}

/** As resolvePageMeta, or null while the page's chunk is not loaded yet. */
export function loadedPageMeta(pathname: string, search?: string): PageMeta | null {
  const match = matchRoute(pathname);
  if (!match) return notFoundMeta;
  return match.route.page.loaded() ? match.route.meta(match.params, search) : null;
}

/** The metadata of the page at `pathname` once its chunk is in; rejects if the chunk fails. */
export async function loadPageMeta(pathname: string, search?: string): Promise<PageMeta> {
  const match = matchRoute(pathname);
  if (!match) return notFoundMeta;
  await match.route.page.preload();
  return match.route.meta(match.params, search);
}

/** Every unknown URL; its own chunk too, since only a mistyped or stale link ever shows it. */
export const notFoundPage = lazyPage(
  'src/routes/not-found.tsx',
  () => import('../routes/not-found'),
  (m) => m.NotFoundRoute,
);

/** The route whose page renders at `pathname`; null for the not-found page. */
export function matchSiteRoute(pathname: string): SiteRoute | null {
  return siteRoutes.find((route) => matchPath(route.path, pathname)) ?? null;
}

/**
 * The chunks the first render at `pathname` needs beyond the entry: its page and, off the home
 * page, the breadcrumb trail. A chunk that fails to load is left to the error boundary, as on a
 * client-side navigation.
 */
export async function preloadFirstRender(pathname: string): Promise<void> {
  const chunks = [
    matchSiteRoute(pathname)?.page ?? notFoundPage,
    showsBreadcrumbs(pathname) ? publicBreadcrumbs : undefined,
  ];
  await Promise.all(chunks.map((chunk) => chunk?.preload().catch(() => {})));
}

/** Loads every page chunk, so renderToString never meets a suspended page (prerender, tests). */
export async function preloadAllPages(): Promise<void> {
  const others = [notFoundPage, publicBreadcrumbs, lazyAuthSession];
  await Promise.all([...siteRoutes.map((route) => route.page), ...others].map((c) => c.preload()));
}

function toRouteObject({ path, page }: Pick<SiteRoute, 'path' | 'page'>): RouteObject {
  // Only a client-side navigation to a page not loaded yet shows the fallback; the first page is
  // preloaded before hydration (see lazy-page.tsx), so the prerendered markup stays as it is.
  return {
    path,
    element: (
      <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
        <page.Component />
      </Suspense>
    ),
  };
}

// Visitors of the public pages never need the workspace frame (or the auth guard's spinner).
const SignedInLayout = lazy(() =>
  import('./layouts/signed-in-layout').then((module) => ({ default: module.SignedInLayout })),
);

/** The React Router tree: public pages (and not-found) in the public layout, the rest guarded. */
export const routeObjects: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      ...siteRoutes.filter((route) => route.access === 'public').map(toRouteObject),
      toRouteObject({ path: '*', page: notFoundPage }),
    ],
  },
  {
    element: (
      <Suspense fallback={null}>
        <SignedInLayout />
      </Suspense>
    ),
    children: siteRoutes.filter((route) => route.access === 'signed-in').map(toRouteObject),
  },
];
