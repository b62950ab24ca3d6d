import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { lazyPage } from '../lazy-page';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './public-layout.css';

/**
 * The breadcrumb trail is a chunk of its own: `/` shows none, so the home page's visitors never
 * download it. Every other page loads it like its page chunk (the prerendered HTML lists it as a
 * modulepreload and entry-client.tsx preloads it before hydration), so it renders without a
 * fallback there; a client-side navigation away from `/` shows nothing in its place until it is in.
 */
export const publicBreadcrumbs = lazyPage(
  'src/app/layouts/public-breadcrumbs.tsx',
  () => import('./public-breadcrumbs'),
  (module) => module.PublicBreadcrumbs,
);

/** Whether the public layout renders the breadcrumb trail (and so needs its chunk) at `pathname`. */
export function showsBreadcrumbs(pathname: string): boolean {
  return pathname !== '/';
}

export function PublicLayout() {
  const { pathname } = useLocation();
  return (
    <div className="public-layout">
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <SiteHeader />
      {showsBreadcrumbs(pathname) && (
        <Suspense fallback={null}>
          <publicBreadcrumbs.Component />
        </Suspense>
      )}
      <main id="main-content" className="public-layout__main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
