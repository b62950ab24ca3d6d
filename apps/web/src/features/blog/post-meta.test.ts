import { describe, expect, it } from 'vitest';
import { renderHeadHtml } from '../../app/page-metadata';
import { metaForPost } from './post-meta';
import { makePost } from './test-posts';

describe('metaForPost', () => {
  it('falls back to the post itself without a seo block', () => {
    const meta = metaForPost(
      makePost({ id: 1, title: 'Running Playwright in CI', featuredImageLarge: '/blog/ci-l.svg' }),
    );
    expect(meta).toMatchObject({
      title: 'Running Playwright in CI',
      description: 'About Running Playwright in CI.',
      canonicalPath: '/blog/running-playwright-in-ci',
      openGraph: { type: 'article', image: '/blog/ci-l.svg' },
    });
  });

  it('uses every seo field that is present', () => {
    const meta = metaForPost(
      makePost({
        id: 2,
        title: 'T',
        seo: {
          title: 'SEO title',
          description: 'SEO description',
          keywords: 'playwright, selenium',
          canonical: 'https://rewright.dev/blog/t',
          ogTitle: 'OG title',
          ogDescription: 'OG description',
          ogImage: 'https://rewright.dev/og.png',
          ogType: 'article',
          twitterCard: 'summary',
          twitterTitle: 'TW title',
          twitterDescription: 'TW description',
          twitterImage: '/blog/tw.svg',
        },
      }),
    );
    const html = renderHeadHtml(meta, 'https://example.org', '/blog/t');
    expect(html).toContain('<title>SEO title | Rewright</title>');
    expect(html).toContain('name="keywords" content="playwright, selenium"');
    expect(html).toContain('rel="canonical" href="https://rewright.dev/blog/t"');
    expect(html).toContain('property="og:title" content="OG title"');
    expect(html).toContain('property="og:description" content="OG description"');
    expect(html).toContain('property="og:image" content="https://rewright.dev/og.png"');
    expect(html).toContain('name="twitter:card" content="summary"');
    expect(html).toContain('name="twitter:title" content="TW title"');
    expect(html).toContain('name="twitter:description" content="TW description"');
    expect(html).toContain('name="twitter:image" content="https://example.org/blog/tw.svg"');
  });
});
