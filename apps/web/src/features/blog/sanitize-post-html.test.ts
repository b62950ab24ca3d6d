import { describe, expect, it } from 'vitest';
import { sanitizePostHtml } from './sanitize-post-html';

describe('sanitizePostHtml', () => {
  it('keeps headings, lists and code blocks', () => {
    const html =
      '<h2>Why</h2><p>Text</p><ul><li>One</li></ul><pre><code class="language-ts">await expect(page).toHaveTitle(/Rewright/);</code></pre>';
    expect(sanitizePostHtml(html)).toBe(html);
  });

  it('strips script elements', () => {
    expect(sanitizePostHtml('<p>Hi</p><script>alert(1)</script>')).toBe('<p>Hi</p>');
  });

  it('strips event handler attributes and javascript: links', () => {
    const clean = sanitizePostHtml(
      '<img src="/blog/a.svg" onerror="alert(1)" alt="A"><a href="javascript:alert(1)" onclick="x()">x</a>',
    );
    expect(clean).not.toMatch(/onerror|onclick|javascript:/);
    expect(clean).toContain('src="/blog/a.svg"');
  });

  it('strips iframes and inline SVG scripts', () => {
    const clean = sanitizePostHtml(
      '<iframe src="https://example.com"></iframe><svg><script>alert(1)</script></svg><p>ok</p>',
    );
    expect(clean).not.toMatch(/iframe|script/);
    expect(clean).toContain('<p>ok</p>');
  });
});
