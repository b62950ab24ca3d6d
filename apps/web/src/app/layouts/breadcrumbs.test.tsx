import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithServices } from '../render-with-services';
import { buildCrumbs } from './breadcrumb-trail';
import { Breadcrumbs } from './breadcrumbs';

describe('buildCrumbs', () => {
  it.each([
    ['/features', 'Features'],
    ['/pricing', 'Pricing'],
    ['/download', 'Download'],
    ['/demo', 'Demo'],
    ['/contact', 'Contact'],
    ['/terms', 'Terms & Conditions'],
    ['/cookie-policy', 'Cookie Policy'],
    ['/documentation', 'Documentation'],
    ['/dashboard', 'Dashboard'],
    ['/profile', 'Profile'],
    ['/payments', 'Payments'],
    ['/payment-success', 'Payment Success'],
    ['/payment-cancelled', 'Payment Cancelled'],
    ['/blog', 'Blog'],
  ])('labels %s as %s', (path, label) => {
    expect(buildCrumbs(path)).toEqual([{ label, to: path }]);
  });

  it('title-cases a blog post slug', () => {
    expect(buildCrumbs('/blog/from-protractor-to-playwright')).toEqual([
      { label: 'Blog', to: '/blog' },
      { label: 'From Protractor To Playwright', to: '/blog/from-protractor-to-playwright' },
    ]);
  });

  it('has nothing for / or for unknown paths', () => {
    expect(buildCrumbs('/')).toEqual([]);
    expect(buildCrumbs('/nope')).toEqual([]);
    expect(buildCrumbs('/pricing/extra')).toEqual([]);
  });
});

describe('Breadcrumbs', () => {
  it('shows a Home icon link, links for parents and the current page as plain text', () => {
    renderWithServices(<Breadcrumbs />, { path: '/blog/why-playwright' });
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });

    expect(within(trail).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(trail).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(within(trail).queryByRole('link', { name: 'Why Playwright' })).toBeNull();
    expect(within(trail).getByText('Why Playwright')).toHaveAttribute('aria-current', 'page');
  });

  it('renders nothing on the home page', () => {
    renderWithServices(<Breadcrumbs />, { path: '/' });
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
  });
});
