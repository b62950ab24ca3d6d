import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createAnalytics } from './app/analytics';
import { App } from './app/app';
import { handEarlyInputToReact } from './app/early-input';
import { ErrorBoundary } from './app/error-boundary';
import { onDemandApiClient, onDemandAuthClient } from './app/on-demand-services';
import { preloadFirstRender } from './app/route-table';
import { readRuntimeConfig } from './app/runtime-config';
import { ServicesProvider, type AppServices } from './app/services';

const config = readRuntimeConfig();
const auth = onDemandAuthClient(() =>
  import('./app/auth/keycloak-auth-client').then((module) =>
    module.createKeycloakAuthClient(config),
  ),
);
const services: AppServices = {
  config,
  auth,
  api: onDemandApiClient(() =>
    import('./app/api-client').then((module) =>
      module.createApiClient({ baseUrl: config.apiBase, getToken: () => auth.getToken() }),
    ),
  ),
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
  // The page's chunks first (the prerendered HTML has already started fetching them with
  // modulepreload), so hydration renders them synchronously and matches the markup.
  await preloadFirstRender(window.location.pathname);

  // Prerendered pages already hold the markup and are hydrated; spa.html (and `vite dev`) hold
  // only a placeholder comment and are rendered from scratch. Clicks kept until now are replayed
  // once the page has committed (the app's first effect, app/early-input.ts).
  handEarlyInputToReact();
  if (root.firstElementChild) {
    hydrateRoot(root, app, {
      onRecoverableError: (error) => console.warn('[rewright] Hydration recovered from:', error),
    });
  } else {
    createRoot(root).render(app);
  }
}

void start(container);
