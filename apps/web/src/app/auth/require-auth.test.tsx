import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithServices } from '../render-with-services';
import { signedInUser } from './fake-auth-client';
import { RequireAuth } from './require-auth';

describe('RequireAuth', () => {
  it('shows Loading Authentication... until sign-in initialised, then starts a forced login back to this URL', () => {
    window.history.replaceState(null, '', '/payments?tab=history');
    const { services } = renderWithServices(<RequireAuth>secret</RequireAuth>, {
      path: '/payments?tab=history',
    });

    expect(screen.getByText('Loading Authentication...')).toBeInTheDocument();
    expect(screen.queryByText('secret')).toBeNull();
    expect(services.auth.login).not.toHaveBeenCalled();

    act(() => services.auth.set({ initialized: true, authenticated: false }));

    expect(services.auth.login).toHaveBeenCalledOnce();
    expect(services.auth.login).toHaveBeenCalledWith({
      prompt: 'login',
      redirectUri: 'http://localhost:3000/payments?tab=history',
    });
    expect(screen.queryByText('secret')).toBeNull();
  });

  it('shows the page when signed in, and logs in again when the session ends', () => {
    const { services } = renderWithServices(<RequireAuth>secret</RequireAuth>, {
      auth: { initialized: true, authenticated: true, user: signedInUser },
    });
    expect(screen.getByText('secret')).toBeInTheDocument();

    act(() => services.auth.set({ authenticated: false, user: null }));
    expect(services.auth.login).toHaveBeenCalledOnce();
    expect(screen.queryByText('secret')).toBeNull();
  });
});
