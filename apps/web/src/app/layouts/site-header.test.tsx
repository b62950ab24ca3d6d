import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../auth/fake-auth-client';
import { renderWithServices } from '../render-with-services';
import { SiteHeader } from './site-header';

describe('SiteHeader', () => {
  it('links the main pages', () => {
    renderWithServices(<SiteHeader />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Features', 'Pricing', 'Download', 'Demo', 'Contact']) {
      expect(nav).toContainElement(screen.getByRole('link', { name }));
    }
  });

  it('offers Login and Sign Up when signed out', async () => {
    const { services } = renderWithServices(<SiteHeader />, { auth: { initialized: true } });

    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(services.auth.login).toHaveBeenCalledWith();
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it('Sign Up stores the signup-flow flag and starts registration', async () => {
    const { services } = renderWithServices(<SiteHeader />);

    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(sessionStorage.getItem('signupFlow')).toBe('true');
    expect(services.auth.register).toHaveBeenCalledOnce();
  });

  it('offers the dashboard and Logout when signed in', async () => {
    const { services } = renderWithServices(<SiteHeader />, {
      auth: { initialized: true, authenticated: true, user: signedInUser },
    });

    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign Up' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(services.auth.logout).toHaveBeenCalledOnce();
  });

  it('toggles the small-screen menu', async () => {
    renderWithServices(<SiteHeader />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'site-menu');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
});
