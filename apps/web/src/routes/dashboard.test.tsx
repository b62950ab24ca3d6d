import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../app/api-client';
import { signedInUser } from '../app/auth/fake-auth-client';
import { renderWithServices } from '../app/render-with-services';
import { DashboardRoute } from './dashboard';

describe('DashboardRoute', () => {
  it('welcomes the user by first name and shows the stored email', async () => {
    const api = {
      get: vi.fn(async () => ({ email: 'ada@example.com' })),
      post: vi.fn(),
    } as unknown as ApiClient;
    renderWithServices(<DashboardRoute />, {
      path: '/dashboard',
      api,
      auth: { initialized: true, authenticated: true, user: signedInUser },
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Ada' })).toBeInTheDocument();
    expect(
      screen.getByText('Manage your account, download the app, or get support'),
    ).toBeInTheDocument();
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('/auth/me', expect.anything());
  });

  it('falls back to the username without a given name', () => {
    renderWithServices(<DashboardRoute />, {
      api: { get: vi.fn(() => new Promise(() => {})), post: vi.fn() } as unknown as ApiClient,
      auth: { initialized: true, authenticated: true, user: { ...signedInUser, givenName: '' } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome ada' })).toBeInTheDocument();
  });
});
