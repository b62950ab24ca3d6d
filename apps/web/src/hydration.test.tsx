import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { App } from './app/app';
import { createFakeAuthClient } from './app/auth/fake-auth-client';
import { createFakeApiClient } from './app/fake-api-client';
import { ErrorBoundary } from './app/error-boundary';
import { defaultRuntimeConfig } from './app/runtime-config';
import { ServicesProvider } from './app/services';
import { preloadAllPages, renderPage } from './entry-prerender';
import { parseBlogData } from './features/blog/blog-post';
import {
  cachedBlogPosts,
  forgetBlogPosts,
  primeBlogPosts,
  renderEmbeddedListScript,
} from './features/blog/blog-posts-source';

let root: Root | null = null;

// As the prerender and entry-client.tsx do: page chunks are loaded before rendering.
beforeAll(preloadAllPages);

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  forgetBlogPosts();
  vi.unstubAllGlobals();
});

/**
 * Prerenders `path`, then hydrates it the way entry-client.tsx does, collecting any mismatch.
 * `beforeHydration` runs in between: the browser's page starts without the prerender's state.
 */
function prerenderThenHydrate(path: string, url = path, beforeHydration = () => {}) {
  window.history.replaceState(null, '', url);
  const container = document.createElement('div');
  container.innerHTML = renderPage(path);
  beforeHydration();
  document.body.append(container);
  const problems: unknown[] = [];
  const error = vi.spyOn(console, 'error').mockImplementation((...args) => problems.push(args));
  const services = {
    config: defaultRuntimeConfig,
    auth: createFakeAuthClient(),
    api: createFakeApiClient(),
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
  it.each(['/', '/features', '/pricing', '/terms', '/cookie-policy'])('%s', (path) => {
    const { problems, services } = prerenderThenHydrate(path);
    expect(problems).toEqual([]);
    expect(services.auth.init).toHaveBeenCalled();
  });

  // Each User Guide section is prerendered at its own address (scripts/prerender.ts).
  it.each(['/documentation', '/documentation?section=buy-pack', '/documentation?section=use-app'])(
    '%s hydrates at its own address, showing its section',
    (url) => {
      const { problems, container } = prerenderThenHydrate(url);
      expect(problems).toEqual([]);
      const section = new URLSearchParams(url.split('?')[1]).get('section') ?? 'signup-login';
      const heading = { 'signup-login': 'Sign Up & Login', 'buy-pack': 'Buy a Pack' }[section];
      expect(container.querySelector('#docs-section-title')).toHaveTextContent(
        heading ?? 'Use the App',
      );
    },
  );

  it('404.html hydrates at any unknown URL', () => {
    const { problems, container } = prerenderThenHydrate(
      '/__rewright-not-found__',
      '/some/missing/page',
    );
    expect(problems).toEqual([]);
    expect(container).toHaveTextContent('Coming soon');
  });
});

describe('the prerender runs where the browser storage does not exist', () => {
  // scripts/prerender.ts renders in Node.js, which has no sessionStorage or localStorage: a page
  // that reads one while rendering would ship React's client-rendering fallback instead of HTML.
  function renderWithoutStorage(path: string): string {
    const storages = ['sessionStorage', 'localStorage'] as const;
    const saved = storages.map(
      (name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const,
    );
    for (const name of storages) {
      Object.defineProperty(globalThis, name, {
        configurable: true,
        get() {
          throw new ReferenceError(`${name} is not defined`);
        },
      });
    }
    try {
      return renderPage(path);
    } finally {
      for (const [name, descriptor] of saved) {
        if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      }
    }
  }

  it.each(['/', '/features', '/pricing', '/download', '/contact', '/terms', '/cookie-policy'])(
    '%s renders its content on the server',
    (path) => {
      const html = renderWithoutStorage(path);
      expect(html).not.toContain('Switched to client rendering');
      expect(html).toContain('<h1');
    },
  );
});

describe('the prerendered /blog', () => {
  // What scripts/prerender.ts does: the posts of the shipped data file, primed before rendering.
  const dataFile = readFileSync(
    path.resolve(import.meta.dirname, '../public/blog-data.json'),
    'utf8',
  );
  const posts = parseBlogData(JSON.parse(dataFile));

  it('hydrates its list from the embedded summaries, then fetches the posts in the background', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(dataFile)),
    );
    primeBlogPosts(posts);
    const { problems, container } = prerenderThenHydrate('/blog', '/blog', () => {
      // A fresh page load: nothing cached, only the script the prerender wrote into the head.
      forgetBlogPosts();
      document.head.insertAdjacentHTML('beforeend', renderEmbeddedListScript(posts));
    });
    expect(problems).toEqual([]);

    const view = within(container);
    expect(view.getByPlaceholderText('Search articles...')).toBeInTheDocument();
    expect(view.getByRole('group', { name: 'Categories' })).toBeInTheDocument();
    expect(container.querySelectorAll('.blog-card')).toHaveLength(5);
    expect(container.querySelector('.blog-card--centre h2')).toHaveTextContent(posts[0]!.title);

    // Off the critical path: the full posts (with their content) arrive after hydration.
    await waitFor(() => expect(cachedBlogPosts()).toEqual(posts));
    expect(fetch).toHaveBeenCalledWith('/blog-data.json');
  });
});
