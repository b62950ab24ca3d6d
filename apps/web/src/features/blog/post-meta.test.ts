import { describe, expect, it } from 'vitest';
import { renderHeadHtml } from '../../app/page-metadata';
import { metaForPost } from './post-meta';
import { makePost } from './test-posts';

describe('metaForPost', () => {
  it('falls back to the post itself and its PNG card without a seo block', () => {
    const meta = metaForPost(
      makePost({ id: 1, title: 'Running Playwright in CI', featuredImageLarge: '/blog/ci-l.svg' }),
    );
    expect(meta).toMatchObject({
      title: 'Running Playwright in CI',
      description: 'About Running Playwright in CI.',
      canonicalPath: '/blog/running-playwright-in-ci',
      openGraph: {
        type: 'article',
        image: '/og/blog/running-playwright-in-ci.png',
        imageWidth: 1200,
        imageHeight: 630,
        imageAlt: 'Running Playwright in CI',
      },
      twitter: {
        card: 'summary_large_image',
        image: '/og/blog/running-playwright-in-ci.png',
        imageAlt: 'Running Playwright in CI',
      },
    });
    const html = renderHeadHtml(meta, 'https://example.org', '/blog/running-playwright-in-ci');
    expect(html).toContain(
      'property="og:image" content="https://example.org/og/blog/running-playwright-in-ci.png"',
    );
    expect(html).toContain('property="og:image:width" content="1200"');
    expect(html).toContain('property="og:image:height" content="630"');
    expect(html).toContain('property="og:image:alt" content="Running Playwright in CI"');
    expect(html).toContain('name="twitter:image:alt" content="Running Playwright in CI"');
    expect(html).not.toContain('.svg');
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
    // Another image's size is unknown, so none is claimed.
    expect(html).not.toContain('og:image:width');
    expect(html).toContain('name="twitter:card" content="summary"');
    expect(html).toContain('name="twitter:title" content="TW title"');
    expect(html).toContain('name="twitter:description" content="TW description"');
    expect(html).toContain('name="twitter:image" content="https://example.org/blog/tw.svg"');
  });
});
