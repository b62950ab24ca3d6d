import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithServices } from '../../app/render-with-services';
import { BlogPage } from './blog-page';
import { forgetBlogPosts, renderEmbeddedListScript } from './blog-posts-source';
import { testPosts } from './test-posts';

function serveBlogData(response: Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => response),
  );
}

beforeEach(() => {
  forgetBlogPosts();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.head.innerHTML = '';
});

function visibleTitles() {
  return screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
}

describe('BlogPage', () => {
  it('shows the loading text, then the posts from /blog-data.json', async () => {
    serveBlogData(Response.json({ blogPosts: testPosts }));
    renderWithServices(<BlogPage />, { path: '/blog' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading blog posts...');
    expect(await screen.findByRole('link', { name: 'Read Article' })).toHaveAttribute(
      'href',
      '/blog/migrating-from-protractor-to-playwright',
    );
    expect(fetch).toHaveBeenCalledWith('/blog-data.json');
    expect(screen.getByPlaceholderText('Search articles...')).toBeInTheDocument();
  });

  it('lists the summaries a prerendered page embedded at once; a failed background fetch is quiet', async () => {
    const error = vi.spyOn(console, 'error');
    serveBlogData(new Response('nope', { status: 500 }));
    document.head.insertAdjacentHTML('beforeend', renderEmbeddedListScript(testPosts));
    renderWithServices(<BlogPage />, { path: '/blog' });
    expect(screen.queryByText('Loading blog posts...')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read Article' })).toHaveAttribute(
      'href',
      '/blog/migrating-from-protractor-to-playwright',
    );
    // The posts themselves are fetched for the post pages; the list does not need them.
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/blog-data.json'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getAllByRole('article', { hidden: true })).toHaveLength(3);
    expect(error).not.toHaveBeenCalled();
  });

  it('offers All plus each distinct category', async () => {
    serveBlogData(Response.json({ blogPosts: testPosts }));
    renderWithServices(<BlogPage />, { path: '/blog' });
    const group = await screen.findByRole('group', { name: 'Categories' });
    const names = within(group)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual(['All', 'Migration', 'Best Practices']);
    expect(within(group).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('filters by category and by search text', async () => {
    serveBlogData(Response.json({ blogPosts: testPosts }));
    const user = userEvent.setup();
    renderWithServices(<BlogPage />, { path: '/blog' });
    await user.click(await screen.findByRole('button', { name: 'Best Practices' }));
    expect(visibleTitles()).toEqual(['Web-first assertions vs explicit waits']);

    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'java');
    expect(visibleTitles()).toEqual(['Selenium Java to Playwright']);

    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), ' cypress');
    expect(screen.getByText('No articles match your search.')).toBeInTheDocument();
  });

  it('shows the first two tags, date, read time and author on a card', async () => {
    serveBlogData(Response.json({ blogPosts: testPosts }));
    renderWithServices(<BlogPage />, { path: '/blog' });
    const card = await screen.findByRole('article', { name: '1 of 3' });
    expect(within(card).getByRole('list', { name: 'Tags' })).toHaveTextContent(
      'PlaywrightProtractor',
    );
    expect(card).not.toHaveTextContent('Third tag');
    expect(card).toHaveTextContent('March 18, 2025');
    expect(card).toHaveTextContent('7 min read');
    expect(card).toHaveTextContent('By Ada Lovelace');
  });

  it('moves the centre card with wrap-around', async () => {
    serveBlogData(Response.json({ blogPosts: testPosts }));
    const user = userEvent.setup();
    renderWithServices(<BlogPage />, { path: '/blog' });
    await screen.findByRole('article', { name: '1 of 3' });
    await user.click(screen.getByRole('button', { name: 'Previous article' }));
    expect(screen.getByRole('link', { name: 'Read Article' })).toHaveAttribute(
      'href',
      '/blog/selenium-java-to-playwright',
    );
    await user.click(screen.getByRole('button', { name: 'Next article' }));
    await user.click(screen.getByRole('button', { name: 'Next article' }));
    expect(screen.getByRole('link', { name: 'Read Article' })).toHaveAttribute(
      'href',
      '/blog/web-first-assertions-vs-explicit-waits',
    );
  });

  it('says so when the data file cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serveBlogData(new Response('nope', { status: 500 }));
    renderWithServices(<BlogPage />, { path: '/blog' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load blog posts');
  });
});
