import { describe, expect, it } from 'vitest';
import { renderHeadHtml } from '../../app/page-metadata';
import { DOC_SECTIONS, metaForSection, resolveSectionId, sectionPath } from './doc-sections';

describe('resolveSectionId', () => {
  it('keeps every known id', () => {
    for (const { id } of DOC_SECTIONS) expect(resolveSectionId(id)).toBe(id);
  });

  it.each([null, undefined, '', 'billing', 'SIGNUP-LOGIN', 'use-app '])(
    'falls back to signup-login for %j',
    (value) => {
      expect(resolveSectionId(value)).toBe('signup-login');
    },
  );
});

describe('metaForSection', () => {
  it('lists the six sections of the spec in order', () => {
    expect(DOC_SECTIONS.map((section) => section.id)).toEqual([
      'signup-login',
      'forgot-password',
      'buy-pack',
      'download-app',
      'linux-installation',
      'use-app',
    ]);
  });

  it('gives the default section the bare page as canonical URL', () => {
    expect(sectionPath('signup-login')).toBe('/documentation');
    const html = renderHeadHtml(metaForSection('signup-login'), 'https://rewright.dev', '/x');
    expect(html).toContain('rel="canonical" href="https://rewright.dev/documentation"');
  });

  it('gives every other section its own canonical and alternate URLs', () => {
    const html = renderHeadHtml(metaForSection('buy-pack'), 'https://rewright.dev', '/x');
    const url = 'https://rewright.dev/documentation?section=buy-pack';
    expect(html).toContain(`rel="canonical" href="${url}"`);
    expect(html).toContain(`rel="alternate" hreflang="en" href="${url}"`);
    expect(html).toContain(`rel="alternate" hreflang="x-default" href="${url}"`);
  });

  it('writes TechArticle structured data as JSON-LD', () => {
    const html = renderHeadHtml(metaForSection('forgot-password'), 'https://rewright.dev', '/x');
    const json = /<script [^>]*type="application\/ld\+json">(.*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json ?? '{}')).toMatchObject({
      '@type': 'TechArticle',
      headline: 'User Guide: Forgot Password',
    });
  });
});
