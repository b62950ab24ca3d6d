import type { ComponentType } from 'react';
import { matchPath, type Params, type RouteObject } from 'react-router';
import * as blog from '../routes/blog';
import * as blogPost from '../routes/blog-post';
import * as contact from '../routes/contact';
import * as cookiePolicy from '../routes/cookie-policy';
import * as dashboard from '../routes/dashboard';
import * as demo from '../routes/demo';
import * as documentation from '../routes/documentation';
import * as download from '../routes/download';
import * as features from '../routes/features';
import * as home from '../routes/home';
import * as notFound from '../routes/not-found';
import * as paymentCancelled from '../routes/payment-cancelled';
import * as paymentSuccess from '../routes/payment-success';
import * as payments from '../routes/payments';
import * as pricing from '../routes/pricing';
import * as profile from '../routes/profile';
import * as terms from '../routes/terms';
import { RequireAuth } from './auth/require-auth';
import { PublicLayout } from './layouts/public-layout';
import { WorkspaceLayout } from './layouts/workspace-layout';
import type { PageMeta } from './page-metadata';

export interface SiteRoute {
  path: string;
  /** Signed-in routes use the workspace layout behind RequireAuth. */
  access: 'public' | 'signed-in';
  /** Prerendered to its own HTML file at build; otherwise served from spa.html. */
  prerender: boolean;
  meta: (params: Params) => PageMeta;
  Component: ComponentType;
}

/** The site's routes, in the spec's order. The one place a URL is declared. */
export const siteRoutes: SiteRoute[] = [
  {
    path: '/',
    access: 'public',
    prerender: true,
    meta: () => home.meta,
    Component: home.HomeRoute,
  },
  {
    path: '/features',
    access: 'public',
    prerender: true,
    meta: () => features.meta,
    Component: features.FeaturesRoute,
  },
  {
    path: '/pricing',
    access: 'public',
    prerender: true,
    meta: () => pricing.meta,
    Component: pricing.PricingRoute,
  },
  {
    path: '/download',
    access: 'public',
    prerender: true,
    meta: () => download.meta,
    Component: download.DownloadRoute,
  },
  {
    path: '/demo',
    access: 'public',
    prerender: true,
    meta: () => demo.meta,
    Component: demo.DemoRoute,
  },
  {
    path: '/contact',
    access: 'public',
    prerender: true,
    meta: () => contact.meta,
    Component: contact.ContactRoute,
  },
  {
    path: '/blog',
    access: 'public',
    prerender: true,
    meta: () => blog.meta,
    Component: blog.BlogRoute,
  },
  {
    path: '/blog/:slug',
    access: 'public',
    prerender: false,
    meta: ({ slug = '' }) => blogPost.metaForBlogPost(slug),
    Component: blogPost.BlogPostRoute,
  },
  {
    path: '/documentation',
    access: 'public',
    prerender: true,
    meta: () => documentation.meta,
    Component: documentation.DocumentationRoute,
  },
  {
    path: '/terms',
    access: 'public',
    prerender: true,
    meta: () => terms.meta,
    Component: terms.TermsRoute,
  },
  {
    path: '/cookie-policy',
    access: 'public',
    prerender: true,
    meta: () => cookiePolicy.meta,
    Component: cookiePolicy.CookiePolicyRoute,
  },
  {
    path: '/payment-success',
    access: 'signed-in',
    prerender: false,
    meta: () => paymentSuccess.meta,
    Component: paymentSuccess.PaymentSuccessRoute,
  },
  {
    path: '/payment-cancelled',
    access: 'signed-in',
    prerender: false,
    meta: () => paymentCancelled.meta,
    Component: paymentCancelled.PaymentCancelledRoute,
  },
  {
    path: '/dashboard',
    access: 'signed-in',
    prerender: false,
    meta: () => dashboard.meta,
    Component: dashboard.DashboardRoute,
  },
  {
    path: '/profile',
    access: 'signed-in',
    prerender: false,
    meta: () => profile.meta,
    Component: profile.ProfileRoute,
  },
  {
    path: '/payments',
    access: 'signed-in',
    prerender: false,
    meta: () => payments.meta,
    Component: payments.PaymentsRoute,
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

function toRouteObject({ path, Component }: SiteRoute): RouteObject {
  return { path, element: <Component /> };
}

/** The React Router tree: public pages (and not-found) in the public layout, the rest guarded. */
export const routeObjects: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      ...siteRoutes.filter((route) => route.access === 'public').map(toRouteObject),
      { path: '*', element: <notFound.NotFoundRoute /> },
    ],
  },
  {
    element: (
      <RequireAuth>
        <WorkspaceLayout />
      </RequireAuth>
    ),
    children: siteRoutes.filter((route) => route.access === 'signed-in').map(toRouteObject),
  },
];
