import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../auth/fake-auth-client';
import { renderWithServices } from '../render-with-services';
import { SiteHeader } from './site-header';

// site-header.css shows the menu inline on wide screens; jsdom knows only the browser's rule that
// hides a closed popover, and no CSS file is loaded in unit tests.
beforeAll(() => {
  const style = document.createElement('style');
  style.textContent = '.site-header__menu { display: flex; }';
  document.head.append(style);
});

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
    const { services } = renderWithServices(<SiteHeader />, { auth: { initialized: true } });

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

  it('shows neither Login / Sign Up nor Logout until the sign-in check ends', () => {
    const { services } = renderWithServices(<SiteHeader />, {
      auth: { initialized: false, authenticated: false },
    });

    for (const name of ['Login', 'Sign Up', 'Logout']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();

    act(() => services.auth.set({ initialized: true, authenticated: true, user: signedInUser }));
    expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
  });

  it('keeps the placeholder the size of the account buttons and out of reach', () => {
    const { container } = renderWithServices(<SiteHeader />);
    const placeholder = container.querySelector('.site-header__account');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(placeholder).toHaveAttribute('inert');
    // The same buttons, drawn as blank shapes by CSS: their size is the signed-out header's.
    expect(placeholder?.querySelectorAll('.button')).toHaveLength(2);
  });

  it('draws Login and Sign Up as new buttons once the check ends, not the placeholder recoloured', () => {
    const { container, services } = renderWithServices(<SiteHeader />, {
      auth: { initialized: false, authenticated: false },
    });
    const blanks = [...container.querySelectorAll('.site-header__account .button')];

    act(() => services.auth.set({ initialized: true, authenticated: false }));
    // A reused element would fade its colours in from the blank shape (button.css transitions),
    // and a contrast check right after the sign-in check could catch it half-way.
    for (const name of ['Login', 'Sign Up']) {
      expect(blanks).not.toContain(screen.getByRole('button', { name }));
    }
  });

  it('opens the small-screen menu as a popover the toggle controls', () => {
    renderWithServices(<SiteHeader />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const menu = document.getElementById('site-menu');
    // The browser opens it, and closes it on Escape or a tap outside (e2e/layout.spec.ts).
    expect(toggle).toHaveAttribute('popovertarget', 'site-menu');
    expect(menu).toHaveAttribute('popover', 'auto');
    expect(menu).toContainElement(screen.getByRole('navigation', { name: 'Main' }));
  });
});
