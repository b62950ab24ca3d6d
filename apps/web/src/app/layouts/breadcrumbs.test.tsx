import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetBlogPosts, primeBlogPosts } from '../../features/blog/blog-posts-source';
import { testPosts } from '../../features/blog/test-posts';
import { renderWithServices } from '../render-with-services';
import { blogPostSlug, buildCrumbs } from './breadcrumb-trail';
import { Breadcrumbs } from './breadcrumbs';
import { PublicBreadcrumbs } from './public-breadcrumbs';

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

  it("names a blog post by its title once known, whatever the slug's words", () => {
    expect(
      buildCrumbs(
        '/blog/web-first-assertions-vs-explicit-waits',
        'Web-first assertions vs explicit waits',
      ),
    ).toEqual([
      { label: 'Blog', to: '/blog' },
      {
        label: 'Web-first assertions vs explicit waits',
        to: '/blog/web-first-assertions-vs-explicit-waits',
      },
    ]);
  });

  it('finds the slug of a blog post path only', () => {
    expect(blogPostSlug('/blog/why-playwright')).toBe('why-playwright');
    expect(blogPostSlug('/blog')).toBeUndefined();
    expect(blogPostSlug('/pricing')).toBeUndefined();
    expect(blogPostSlug('/blog/a/b')).toBeUndefined();
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

describe('PublicBreadcrumbs on a blog post', () => {
  const path = '/blog/web-first-assertions-vs-explicit-waits';
  const current = () =>
    within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText(
      (_, element) => element?.getAttribute('aria-current') === 'page',
    );

  beforeEach(() => forgetBlogPosts());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the post title at once when the post is known (prerender, embedded data)', () => {
    primeBlogPosts(testPosts);
    renderWithServices(<PublicBreadcrumbs />, { path });
    expect(current()).toHaveTextContent('Web-first assertions vs explicit waits');
  });

  it('shows the title once the data file has loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ blogPosts: testPosts })),
    );
    renderWithServices(<PublicBreadcrumbs />, { path });
    expect(current()).toHaveTextContent('Web First Assertions Vs Explicit Waits');
    expect(await screen.findByText('Web-first assertions vs explicit waits')).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('keeps the label from the slug when there is no such post', async () => {
    const fetchData = vi.fn(async () => Response.json({ blogPosts: testPosts }));
    vi.stubGlobal('fetch', fetchData);
    renderWithServices(<PublicBreadcrumbs />, { path: '/blog/no-such-post' });
    await vi.waitFor(() => expect(fetchData).toHaveBeenCalled());
    expect(current()).toHaveTextContent('No Such Post');
  });
});
