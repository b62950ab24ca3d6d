import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createAnalytics } from './app/analytics';
import { createApiClient } from './app/api-client';
import { App } from './app/app';
import { createKeycloakAuthClient } from './app/auth/keycloak-auth-client';
import { ErrorBoundary } from './app/error-boundary';
import { matchSiteRoute } from './app/route-table';
import { readRuntimeConfig } from './app/runtime-config';
import { ServicesProvider, type AppServices } from './app/services';

const config = readRuntimeConfig();
const auth = createKeycloakAuthClient(config);
const services: AppServices = {
  config,
  auth,
  api: createApiClient({ baseUrl: config.apiBase, getToken: () => auth.getToken() }),
  analytics: createAnalytics(config),
};

const app = (
  <StrictMode>
    <ErrorBoundary>
      <ServicesProvider services={services}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </ServicesProvider>
    </ErrorBoundary>
  </StrictMode>
);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

async function start(root: HTMLElement) {
  // The page's chunk first (the prerendered HTML has already started fetching it with
  // modulepreload), so hydration renders it synchronously and matches the markup. A chunk that
  // fails to load is left to the error boundary, as on a client-side navigation.
  await matchSiteRoute(window.location.pathname)
    ?.page.preload()
    .catch(() => {});

  // Prerendered pages already hold the markup and are hydrated; spa.html (and `vite dev`) hold
  // only a placeholder comment and are rendered from scratch.
  if (root.firstElementChild) {
    hydrateRoot(root, app, {
      onRecoverableError: (error) => console.warn('[rewright] Hydration recovered from:', error),
    });
  } else {
    createRoot(root).render(app);
  }
}

void start(container);
