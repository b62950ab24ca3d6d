import { act } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { App } from './app/app';
import { createFakeAuthClient } from './app/auth/fake-auth-client';
import { ErrorBoundary } from './app/error-boundary';
import { defaultRuntimeConfig } from './app/runtime-config';
import { ServicesProvider } from './app/services';
import { preloadAllPages, renderPage } from './entry-prerender';

let root: Root | null = null;

// As the prerender and entry-client.tsx do: page chunks are loaded before rendering.
beforeAll(preloadAllPages);

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** Prerenders `path`, then hydrates it the way entry-client.tsx does, collecting any mismatch. */
function prerenderThenHydrate(path: string, url = path) {
  window.history.replaceState(null, '', url);
  const container = document.createElement('div');
  container.innerHTML = renderPage(path);
  document.body.append(container);
  const problems: unknown[] = [];
  const error = vi.spyOn(console, 'error').mockImplementation((...args) => problems.push(args));
  const services = {
    config: defaultRuntimeConfig,
    auth: createFakeAuthClient(),
    api: { get: vi.fn(), post: vi.fn() },
    analytics: { enabled: false, pageView: vi.fn() },
  };
  act(() => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <ErrorBoundary>
          <ServicesProvider services={services}>
            <BrowserRouter>
              <App />
            </BrowserRouter>
          </ServicesProvider>
        </ErrorBoundary>
      </StrictMode>,
      { onRecoverableError: (problem) => problems.push(problem) },
    );
  });
  error.mockRestore();
  return { problems, container, services };
}

describe('prerendered pages hydrate cleanly', () => {
  it.each(['/', '/features', '/pricing', '/blog', '/terms', '/cookie-policy'])('%s', (path) => {
    const { problems, services } = prerenderThenHydrate(path);
    expect(problems).toEqual([]);
    expect(services.auth.init).toHaveBeenCalled();
  });

  it('404.html hydrates at any unknown URL', () => {
    const { problems, container } = prerenderThenHydrate(
      '/__rewright-not-found__',
      '/some/missing/page',
    );
    expect(problems).toEqual([]);
    expect(container).toHaveTextContent('Coming soon');
  });
});
