import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithServices } from '../../app/render-with-services';
import { BlogPostPage } from './blog-post-page';
import { forgetBlogPosts, primeBlogPosts } from './blog-posts-source';
import { makePost, testPosts } from './test-posts';

beforeEach(() => forgetBlogPosts());
afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

function serveBlogData(response: Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => response),
  );
}

describe('BlogPostPage', () => {
  it('shows the loading text, then the post with all its fields', async () => {
    serveBlogData(Response.json({ blogPosts: testPosts }));
    renderWithServices(<BlogPostPage slug="selenium-java-to-playwright" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading blog post...');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Selenium Java to Playwright' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Selenium Java to Playwright' })).toHaveAttribute(
      'src',
      '/blog/test.svg',
    );
    const article = screen.getByRole('article');
    for (const text of ['Migration', 'Ada Lovelace', 'QA Lead', 'March 18, 2025', '7 min read'])
      expect(article).toHaveTextContent(text);
    expect(screen.getByRole('list', { name: 'Tags' })).toHaveTextContent('SeleniumJava');
  });

  it('renders sanitised HTML content', () => {
    primeBlogPosts([
      makePost({
        id: 9,
        title: 'Unsafe',
        content: '<h2>Safe heading</h2><img src="x" onerror="alert(1)"><script>alert(2)</script>',
      }),
    ]);
    const { container } = renderWithServices(<BlogPostPage slug="unsafe" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Safe heading' })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
  });

  it('says Blog post not found for an unknown slug, with Back to Blog', async () => {
    serveBlogData(Response.json({ blogPosts: testPosts }));
    renderWithServices(<BlogPostPage slug="no-such-post" />);
    expect(await screen.findByRole('heading', { name: 'Blog post not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
  });

  it('keeps an unknown slug out of search engines: noindex and no canonical URL', async () => {
    serveBlogData(Response.json({ blogPosts: testPosts }));
    renderWithServices(<BlogPostPage slug="no-such-post" />);
    await screen.findByRole('heading', { name: 'Blog post not found' });
    expect(document.title).toBe('Blog post not found | Rewright');
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('says Failed to load blog post when the data file fails, with Back to Blog', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serveBlogData(new Response('down', { status: 503 }));
    renderWithServices(<BlogPostPage slug="anything" />);
    expect(
      await screen.findByRole('heading', { name: 'Failed to load blog post' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toBeInTheDocument();
  });

  it("sets the post's own SEO metadata in the document head", () => {
    primeBlogPosts([
      makePost({
        id: 4,
        title: 'Page objects in Playwright',
        seo: {
          title: 'Page Objects in Playwright, done right',
          description: 'How to write page objects.',
          canonical: '/blog/page-objects-in-playwright',
          ogImage: '/blog/page-objects-large.svg',
          twitterCard: 'summary_large_image',
        },
      }),
    ]);
    renderWithServices(<BlogPostPage slug="page-objects-in-playwright" />, {
      path: '/blog/page-objects-in-playwright',
    });
    expect(document.title).toBe('Page Objects in Playwright, done right | Rewright');
    const content = (selector: string) =>
      document.head.querySelector(selector)?.getAttribute('content');
    expect(content('meta[name="description"]')).toBe('How to write page objects.');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost:8001/blog/page-objects-in-playwright',
    );
    expect(content('meta[property="og:type"]')).toBe('article');
    expect(content('meta[property="og:image"]')).toBe(
      'http://localhost:8001/blog/page-objects-large.svg',
    );
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(content('meta[name="twitter:title"]')).toBe('Page Objects in Playwright, done right');
  });
});
