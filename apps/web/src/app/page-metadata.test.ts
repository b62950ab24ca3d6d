import { beforeAll, describe, expect, it } from 'vitest';
import { forgetBlogPosts, primeBlogPosts } from '../features/blog/blog-posts-source';
import { makePost } from '../features/blog/test-posts';
import { applyHeadTags, formatTitle, renderHeadHtml } from './page-metadata';
import {
  loadedPageMeta,
  notFoundMeta,
  preloadAllPages,
  resolvePageMeta,
  siteRoutes,
} from './route-table';

// Each page's metadata comes with its chunk; the prerender loads them all first, as here.
beforeAll(preloadAllPages);

describe('formatTitle', () => {
  it('adds the brand suffix', () => {
    expect(formatTitle('Pricing')).toBe('Pricing | Rewright');
  });

  it('leaves a title that already names the brand alone', () => {
    expect(formatTitle('Rewright — Convert tests')).toBe('Rewright — Convert tests');
  });
});

describe('robots per route', () => {
  it('keeps terms, cookie policy and the signed-in pages out of search indexes', () => {
    primeBlogPosts([makePost({ id: 1, title: 'X' })]);
    const noindex = siteRoutes
      .filter((route) => route.meta({ slug: 'x' }).robots.startsWith('noindex'))
      .map((route) => route.path)
      .sort();
    expect(noindex).toEqual(
      [
        '/cookie-policy',
        '/dashboard',
        '/payment-cancelled',
        '/payment-success',
        '/payments',
        '/profile',
        '/terms',
      ].sort(),
    );
    forgetBlogPosts();
  });

  it('indexes and follows every other page', () => {
    for (const path of ['/', '/features', '/pricing', '/download', '/demo', '/contact', '/blog']) {
      expect(resolvePageMeta(path).robots).toBe('index, follow');
    }
    primeBlogPosts([makePost({ id: 1, title: 'Why Playwright' })]);
    expect(resolvePageMeta('/blog/why-playwright').robots).toBe('index, follow');
    forgetBlogPosts();
  });

  it('keeps a blog slug with no post out of search indexes, without a canonical link', () => {
    const meta = resolvePageMeta('/blog/no-such-post');
    expect(meta.robots).toBe('noindex, nofollow');
    expect(meta.canonical).toBe(false);
  });

  it('marks the not-found page noindex, nofollow without a canonical link', () => {
    expect(resolvePageMeta('/no/such/page')).toBe(notFoundMeta);
    expect(notFoundMeta.robots).toBe('noindex, nofollow');
    expect(renderHeadHtml(notFoundMeta, 'https://rewright.dev', '/x')).not.toContain('canonical');
  });
});

describe('resolvePageMeta', () => {
  it('gives each User Guide section its own title, canonical URL and TechArticle data', () => {
    const buyPack = resolvePageMeta('/documentation', '?section=buy-pack');
    expect(buyPack.title).toBe('User Guide: Buy a Pack');
    expect(buyPack.canonicalPath).toBe('/documentation?section=buy-pack');
    expect(buyPack.structuredData).toMatchObject({ '@type': 'TechArticle' });
    expect(resolvePageMeta('/documentation').canonicalPath).toBe('/documentation');
    expect(resolvePageMeta('/documentation', '?section=nope').title).toBe(
      'User Guide: Sign Up & Login',
    );
  });

  it('titles a blog post not known yet from its slug', () => {
    expect(formatTitle(resolvePageMeta('/blog/why-playwright-wins').title)).toBe(
      'Why Playwright Wins | Rewright',
    );
  });
});

describe('head tags', () => {
  it('renders title, description, robots, canonical and Open Graph tags for the prerender', () => {
    const html = renderHeadHtml(resolvePageMeta('/pricing'), 'https://rewright.dev', '/pricing');
    expect(html).toContain('<title>Pricing | Rewright</title>');
    expect(html).toContain('name="robots" content="index, follow"');
    expect(html).toContain('rel="canonical" href="https://rewright.dev/pricing"');
    expect(html).toContain('property="og:title" content="Pricing | Rewright"');
  });

  it("gives a page without an image of its own the site's PNG card with its size and text", () => {
    const html = renderHeadHtml(resolvePageMeta('/pricing'), 'https://rewright.dev', '/pricing');
    expect(html).toContain('property="og:image" content="https://rewright.dev/og/rewright.png"');
    expect(html).toContain('property="og:image:width" content="1200"');
    expect(html).toContain('property="og:image:height" content="630"');
    expect(html).toContain(
      'property="og:image:alt" content="Rewright: move legacy end-to-end tests to Playwright"',
    );
  });

  it('writes no image size it does not know', () => {
    const html = renderHeadHtml(
      {
        title: 'T',
        description: 'D',
        robots: 'index, follow',
        openGraph: { image: 'https://cdn.example/card.jpg' },
      },
      'https://rewright.dev',
      '/t',
    );
    expect(html).toContain('property="og:image" content="https://cdn.example/card.jpg"');
    expect(html).not.toContain('og:image:width');
    expect(html).not.toContain('og:image:alt');
  });

  it('escapes text that could break out of an attribute', () => {
    const html = renderHeadHtml(
      { title: 'A "quote" <b>', description: 'x & y', robots: 'index, follow' },
      'https://rewright.dev',
      '/',
    );
    expect(html).toContain('<title>A &quot;quote&quot; &lt;b&gt; | Rewright</title>');
    expect(html).toContain('content="x &amp; y"');
  });

  it('replaces the previous page tags on the client', () => {
    applyHeadTags(document, resolvePageMeta('/pricing'), 'https://rewright.dev', '/pricing');
    applyHeadTags(document, resolvePageMeta('/terms'), 'https://rewright.dev', '/terms');
    expect(document.title).toBe('Terms & Conditions | Rewright');
    expect(document.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://rewright.dev/terms',
    );
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, follow',
    );
  });
});

describe('metadata with the page chunk', () => {
  it('is there once the chunk is in, and for the not-found page at once', () => {
    expect(loadedPageMeta('/pricing')).toEqual(resolvePageMeta('/pricing'));
    expect(loadedPageMeta('/no/such/page')).toBe(notFoundMeta);
  });
});
