import { afterEach, describe, expect, it } from 'vitest';
import {
  EMBEDDED_LIST_ID,
  readEmbeddedList,
  readEmbeddedPost,
  renderEmbeddedListScript,
  renderEmbeddedPostScript,
} from './blog-posts-source';
import { makePost, testPosts } from './test-posts';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the data a prerendered page embeds', () => {
  it('lists summaries on /blog: no content, large image or seo block', () => {
    const post = makePost({
      id: 9,
      title: 'With extras',
      featuredImageLarge: '/blog/large.svg',
      seo: { title: 'SEO title' },
    });
    const script = renderEmbeddedListScript([post, ...testPosts]);
    expect(script).toMatch(
      new RegExp(`^<script id="${EMBEDDED_LIST_ID}" type="application/json">`),
    );
    expect(script).not.toMatch(/content|featuredImageLarge|seo/);

    document.head.innerHTML = script;
    const { content: _content, featuredImageLarge: _large, seo: _seo, ...summary } = post;
    expect(readEmbeddedList()?.[0]).toEqual(summary);
    expect(readEmbeddedList()).toHaveLength(4);
  });

  it('cannot be closed by a post that mentions a script tag', () => {
    const post = makePost({ id: 1, title: 'Why </script> ends a script' });
    const list = renderEmbeddedListScript([post]);
    const single = renderEmbeddedPostScript(post);
    for (const script of [list, single]) expect(script.match(/<\/script>/g)).toHaveLength(1);

    document.head.innerHTML = list + single;
    expect(readEmbeddedList()?.[0]?.title).toBe(post.title);
    expect(readEmbeddedPost('why-script-ends-a-script')?.content).toBe(post.content);
  });

  it('is absent on other pages, and unreadable data counts as absent', () => {
    expect(readEmbeddedList()).toBeUndefined();
    document.head.innerHTML = `<script id="${EMBEDDED_LIST_ID}" type="application/json">{"blogPosts":[{}]}</script>`;
    expect(readEmbeddedList()).toBeUndefined();
  });
});
