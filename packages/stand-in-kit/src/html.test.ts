import { describe, expect, it } from 'vitest';
import { escapeHtml, html, raw } from './html.js';

describe('html', () => {
  it('escapes every interpolated value', () => {
    const name = `<script>alert("x")</script>&'`;
    expect(html`<p>${name}</p>`.value).toBe(
      '<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;</p>',
    );
  });

  it('keeps nested html and raw markup as they are, and drops empty values', () => {
    // Prettier reformats templates tagged `html`; an alias keeps the exact markup under test.
    const markup = html;
    const items = ['a<b', 'c'].map((item) => markup`<li>${item}</li>`);
    const list = markup`<ul>${items}</ul>`;
    const empty = [undefined, null, false];
    expect(html`${list}${raw('<hr>')}${empty}`.value).toBe(
      '<ul><li>a&lt;b</li><li>c</li></ul><hr>',
    );
  });

  it('escapes attribute quotes', () => {
    expect(escapeHtml(`" onload="x`)).toBe('&quot; onload=&quot;x');
  });
});
