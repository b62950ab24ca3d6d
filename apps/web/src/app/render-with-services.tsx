import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { ApiClient } from './api-client';
import type { AuthSnapshot } from './auth/auth-client';
import { createFakeAuthClient } from './auth/fake-auth-client';
import { createFakeApiClient } from './fake-api-client';
import { defaultRuntimeConfig } from './runtime-config';
import { ServicesProvider, type AppServices } from './services';

/** Test helper: renders inside a router at `path` with fake services. Only imported by tests. */
export function renderWithServices(
  ui: ReactElement,
  {
    path = '/',
    auth = {},
    api,
  }: { path?: string; auth?: Partial<AuthSnapshot>; api?: ApiClient } = {},
) {
  const services = {
    config: defaultRuntimeConfig,
    auth: createFakeAuthClient(auth),
    api: api ?? createFakeApiClient(),
    analytics: { enabled: false, pageView: vi.fn() },
  } satisfies AppServices;
  const result = render(
    <ServicesProvider services={services}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </ServicesProvider>,
  );
  return { ...result, services };
}
