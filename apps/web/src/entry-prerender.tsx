import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { createAnalytics } from './app/analytics';
import { createApiClient } from './app/api-client';
import { App } from './app/app';
import { createPrerenderAuthClient } from './app/auth/prerender-auth-client';
import { ErrorBoundary } from './app/error-boundary';
import { defaultRuntimeConfig } from './app/runtime-config';
import { ServicesProvider, type AppServices } from './app/services';
import { DownloadUnavailablePage } from './features/download/download-unavailable-page';

// Page chunks are preloaded before any renderPage(), so each renders in full (lazy-page.tsx).
export { notFoundMeta, notFoundPage, preloadAllPages, siteRoutes } from './app/route-table';
export { formatTitle, renderHeadHtml } from './app/page-metadata';
export { publicBreadcrumbs } from './app/layouts/public-layout';
// Blog posts are prerendered from the data file: scripts/prerender.ts primes them and hands
// DOMPurify a jsdom window, since Node has none.
export { primeBlogPosts } from './features/blog/blog-posts-source';
export { setPurifierWindow } from './features/blog/sanitize-post-html';
export { DOWNLOAD_MESSAGE_PLACEHOLDER } from './features/download/download-unavailable-page';

const services: AppServices = {
  config: defaultRuntimeConfig,
  auth: createPrerenderAuthClient(),
  api: createApiClient({ baseUrl: defaultRuntimeConfig.apiBase, getToken: async () => null }),
  analytics: createAnalytics({ analyticsId: '', analyticsEndpoint: '' }),
};

/** The page's markup at `path`, exactly as the client's first render produces it. */
export function renderPage(path: string): string {
  return renderToString(
    <StrictMode>
      <ErrorBoundary>
        <ServicesProvider services={services}>
          <StaticRouter location={path}>
            <App />
          </StaticRouter>
        </ServicesProvider>
      </ErrorBoundary>
    </StrictMode>,
  );
}

/** The static page the server answers a browser for a download it cannot serve (no script). */
export function renderDownloadUnavailablePage(): string {
  return renderToString(
    <StaticRouter location="/__rewright-download-unavailable__">
      <DownloadUnavailablePage />
    </StaticRouter>,
  );
}
