import { lazy, Suspense } from 'react';
import { matchPath, type Params, type RouteObject } from 'react-router';
import * as blog from '../routes/blog.meta';
import * as blogPost from '../routes/blog-post.meta';
import * as contact from '../routes/contact.meta';
import * as cookiePolicy from '../routes/cookie-policy.meta';
import * as dashboard from '../routes/dashboard.meta';
import * as demo from '../routes/demo.meta';
import * as documentation from '../routes/documentation.meta';
import * as download from '../routes/download.meta';
import * as features from '../routes/features.meta';
import * as home from '../routes/home.meta';
import { NotFoundRoute } from '../routes/not-found';
import * as notFound from '../routes/not-found.meta';
import * as paymentCancelled from '../routes/payment-cancelled.meta';
import * as paymentSuccess from '../routes/payment-success.meta';
import * as payments from '../routes/payments.meta';
import * as pricing from '../routes/pricing.meta';
import * as profile from '../routes/profile.meta';
import * as terms from '../routes/terms.meta';
import { PublicLayout } from './layouts/public-layout';
import { lazyPage, type LazyPage } from './lazy-page';
import type { PageMeta } from './page-metadata';

export interface SiteRoute {
  path: string;
  /** Signed-in routes use the workspace layout behind RequireAuth. */
  access: 'public' | 'signed-in';
  /** Prerendered to its own HTML file at build; otherwise served from spa.html. */
  prerender: boolean;
  meta: (params: Params) => PageMeta;
  /** Metadata is imported up front (titles on every navigation); the page is its own chunk. */
  page: LazyPage;
}

/** The site's routes, in the spec's order. The one place a URL is declared. */
export const siteRoutes: SiteRoute[] = [
  {
    path: '/',
    access: 'public',
    prerender: true,
    meta: () => home.meta,
    page: lazyPage(
      'src/routes/home.tsx',
      () => import('../routes/home'),
      (m) => m.HomeRoute,
    ),
  },
  {
    path: '/features',
    access: 'public',
    prerender: true,
    meta: () => features.meta,
    page: lazyPage(
      'src/routes/features.tsx',
      () => import('../routes/features'),
      (m) => m.FeaturesRoute,
    ),
  },
  {
    path: '/pricing',
    access: 'public',
    prerender: true,
    meta: () => pricing.meta,
    page: lazyPage(
      'src/routes/pricing.tsx',
      () => import('../routes/pricing'),
      (m) => m.PricingRoute,
    ),
  },
  {
    path: '/download',
    access: 'public',
    prerender: true,
    meta: () => download.meta,
    page: lazyPage(
      'src/routes/download.tsx',
      () => import('../routes/download'),
      (m) => m.DownloadRoute,
    ),
  },
  {
    path: '/demo',
    access: 'public',
    prerender: true,
    meta: () => demo.meta,
    page: lazyPage(
      'src/routes/demo.tsx',
      () => import('../routes/demo'),
      (m) => m.DemoRoute,
    ),
  },
  {
    path: '/contact',
    access: 'public',
    prerender: true,
    meta: () => contact.meta,
    page: lazyPage(
      'src/routes/contact.tsx',
      () => import('../routes/contact'),
      (m) => m.ContactRoute,
    ),
  },
  {
    path: '/blog',
    access: 'public',
    prerender: true,
    meta: () => blog.meta,
    page: lazyPage(
      'src/routes/blog.tsx',
      () => import('../routes/blog'),
      (m) => m.BlogRoute,
    ),
  },
  {
    path: '/blog/:slug',
    access: 'public',
    prerender: false,
    meta: ({ slug = '' }) => blogPost.metaForBlogPost(slug),
    page: lazyPage(
      'src/routes/blog-post.tsx',
      () => import('../routes/blog-post'),
      (m) => m.BlogPostRoute,
    ),
  },
  {
    path: '/documentation',
    access: 'public',
    prerender: true,
    meta: () => documentation.meta,
    page: lazyPage(
      'src/routes/documentation.tsx',
      () => import('../routes/documentation'),
      (m) => m.DocumentationRoute,
    ),
  },
  {
    path: '/terms',
    access: 'public',
    prerender: true,
    meta: () => terms.meta,
    page: lazyPage(
      'src/routes/terms.tsx',
      () => import('../routes/terms'),
      (m) => m.TermsRoute,
    ),
  },
  {
    path: '/cookie-policy',
    access: 'public',
    prerender: true,
    meta: () => cookiePolicy.meta,
    page: lazyPage(
      'src/routes/cookie-policy.tsx',
      () => import('../routes/cookie-policy'),
      (m) => m.CookiePolicyRoute,
    ),
  },
  {
    path: '/payment-success',
    access: 'signed-in',
    prerender: false,
    meta: () => paymentSuccess.meta,
    page: lazyPage(
      'src/routes/payment-success.tsx',
      () => import('../routes/payment-success'),
      (m) => m.PaymentSuccessRoute,
    ),
  },
  {
    path: '/payment-cancelled',
    access: 'signed-in',
    prerender: false,
    meta: () => paymentCancelled.meta,
    page: lazyPage(
      'src/routes/payment-cancelled.tsx',
      () => import('../routes/payment-cancelled'),
      (m) => m.PaymentCancelledRoute,
    ),
  },
  {
    path: '/dashboard',
    access: 'signed-in',
    prerender: false,
    meta: () => dashboard.meta,
    page: lazyPage(
      'src/routes/dashboard.tsx',
      () => import('../routes/dashboard'),
      (m) => m.DashboardRoute,
    ),
  },
  {
    path: '/profile',
    access: 'signed-in',
    prerender: false,
    meta: () => profile.meta,
    page: lazyPage(
      'src/routes/profile.tsx',
      () => import('../routes/profile'),
      (m) => m.ProfileRoute,
    ),
  },
  {
    path: '/payments',
    access: 'signed-in',
    prerender: false,
    meta: () => payments.meta,
    page: lazyPage(
      'src/routes/payments.tsx',
      () => import('../routes/payments'),
      (m) => m.PaymentsRoute,
    ),
  },
];

export const notFoundMeta: PageMeta = notFound.meta;

export function resolvePageMeta(pathname: string): PageMeta {
  for (const route of siteRoutes) {
    const match = matchPath(route.path, pathname);
    if (match) return route.meta(match.params);
  }
  return notFoundMeta;
}

/** The route whose page renders at `pathname`; null for the not-found page (part of the main chunk). */
export function matchSiteRoute(pathname: string): SiteRoute | null {
  return siteRoutes.find((route) => matchPath(route.path, pathname)) ?? null;
}

/** Loads every page chunk, so renderToString never meets a suspended page (prerender, tests). */
export async function preloadAllPages(): Promise<void> {
  await Promise.all(siteRoutes.map((route) => route.page.preload()));
}

function toRouteObject({ path, page }: SiteRoute): RouteObject {
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
      { path: '*', element: <NotFoundRoute /> },
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
