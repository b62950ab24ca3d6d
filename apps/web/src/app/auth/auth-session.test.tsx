import { act, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithServices } from '../render-with-services';
import { AuthSession } from './auth-session';
import { signedInUser } from './fake-auth-client';
import { REDIRECT_AFTER_LOGIN_KEY } from './post-login-redirect';

function CurrentUrl() {
  const { pathname, search, hash } = useLocation();
  return <output aria-label="url">{`${pathname}${search}${hash}`}</output>;
}

const session = (
  <>
    <AuthSession />
    <CurrentUrl />
  </>
);

describe('AuthSession', () => {
  it('starts the sign-in check once mounted', () => {
    const { services } = renderWithServices(session);
    expect(services.auth.init).toHaveBeenCalled();
  });

  it('removes the login callback parameters from the address once initialised', () => {
    const { services } = renderWithServices(session, {
      path: '/pricing?plan=standard#state=s&session_state=x&iss=http%3A%2F%2Fid&code=c',
    });
    act(() => services.auth.set({ initialized: true }));
    expect(screen.getByRole('status', { name: 'url' })).toHaveTextContent(
      /^\/pricing\?plan=standard$/,
    );
  });

  it('continues to the stored redirectAfterLogin path after an interactive sign-in', () => {
    sessionStorage.setItem(REDIRECT_AFTER_LOGIN_KEY, '/payments');
    const { services } = renderWithServices(session, { path: '/#state=s&code=c' });
    act(() =>
      services.auth.set({
        initialized: true,
        authenticated: true,
        user: signedInUser,
        returnedFromLogin: true,
      }),
    );
    expect(screen.getByRole('status', { name: 'url' })).toHaveTextContent(/^\/payments$/);
    expect(sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBeNull();
  });

  it('sends a user who signed in on / to the dashboard', () => {
    const { services } = renderWithServices(session, { path: '/#state=s&code=c' });
    act(() =>
      services.auth.set({
        initialized: true,
        authenticated: true,
        user: signedInUser,
        returnedFromLogin: true,
      }),
    );
    expect(screen.getByRole('status', { name: 'url' })).toHaveTextContent(/^\/dashboard$/);
  });

  it('ignores an unsafe stored path', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    sessionStorage.setItem(REDIRECT_AFTER_LOGIN_KEY, '//evil.example.com');
    const { services } = renderWithServices(session, { path: '/features#state=s&code=c' });
    act(() =>
      services.auth.set({
        initialized: true,
        authenticated: true,
        user: signedInUser,
        returnedFromLogin: true,
      }),
    );
    expect(screen.getByRole('status', { name: 'url' })).toHaveTextContent(/^\/features$/);
    vi.restoreAllMocks();
  });
});
