import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createAnalytics } from './analytics';
import { createFakeAuthClient } from './auth/fake-auth-client';
import { createFakeApiClient } from './fake-api-client';
import { RouteEffects } from './route-effects';
import { defaultRuntimeConfig } from './runtime-config';
import { ServicesProvider } from './services';

describe('createAnalytics', () => {
  it('does nothing at all without an analytics id', () => {
    const send = vi.fn();
    const analytics = createAnalytics({ analyticsId: '', analyticsEndpoint: '/api/v1/x' }, send);
    analytics.pageView({ path: '/', title: 'Home', referrer: '' });
    expect(analytics.enabled).toBe(false);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends one small JSON page view with an id', () => {
    const send = vi.fn();
    const analytics = createAnalytics(
      { analyticsId: 'G-1', analyticsEndpoint: '/api/v1/pv' },
      send,
    );
    analytics.pageView({ path: '/pricing', title: 'Pricing | Rewright', referrer: '' });
    expect(send).toHaveBeenCalledWith(
      '/api/v1/pv',
      JSON.stringify({
        analyticsId: 'G-1',
        path: '/pricing',
        title: 'Pricing | Rewright',
        referrer: '',
      }),
    );
  });
});

describe('page views on navigation', () => {
  it('sends one page view on load and one per route change, not per anchor jump', async () => {
    const send = vi.fn();
    const analytics = createAnalytics({ analyticsId: 'G-1', analyticsEndpoint: '/pv' }, send);
    let navigate: ReturnType<typeof useNavigate> = () => {};
    function Probe() {
      navigate = useNavigate();
      return <RouteEffects />;
    }
    const router = createMemoryRouter([{ path: '*', element: <Probe /> }], {
      initialEntries: ['/'],
    });
    render(
      <ServicesProvider
        services={{
          config: defaultRuntimeConfig,
          auth: createFakeAuthClient(),
          api: createFakeApiClient(),
          analytics,
        }}
      >
        <RouterProvider router={router} />
      </ServicesProvider>,
    );

    // The first page's title waits for the head-tag writer's chunk (route-effects.tsx).
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    // A page reached by navigation is counted once its chunk (and so its title) is in.
    await act(async () => navigate('/pricing'));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    const last = JSON.parse(send.mock.calls[1]![1] as string);
    expect(last).toMatchObject({ path: '/pricing', title: 'Pricing | Rewright' });

    // Jumping to an anchor on the same page is not another page view.
    await act(async () => navigate('/pricing#faq'));
    expect(send).toHaveBeenCalledTimes(2);
  });
});
