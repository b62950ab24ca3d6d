import { useEffect, useState } from 'react';
import type { BlogPost, BlogPostSummary } from './blog-post';
import {
  cachedBlogPosts,
  findPostBySlug,
  knownPost,
  loadBlogPosts,
  readEmbeddedList,
  warmBlogPosts,
} from './blog-posts-source';

export type BlogListState =
  { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; posts: BlogPostSummary[] };

/**
 * The posts /blog lists: known at once when loaded earlier or embedded in the prerendered page
 * (the same list the prerender rendered, so hydration matches), otherwise fetched.
 */
export function useBlogList(): BlogListState {
  const [state, setState] = useState<BlogListState>(() => {
    const posts = cachedBlogPosts() ?? readEmbeddedList();
    return posts ? { status: 'loaded', posts } : { status: 'loading' };
  });

  useEffect(() => {
    // Listed from the page's summaries: the posts themselves follow in the background, so one
    // opened from the list renders at once (nothing happens when they are already here).
    if (state.status === 'loaded') warmBlogPosts();
    if (state.status !== 'loading') return;
    let isCurrent = true;
    loadBlogPosts().then(
      (posts) => isCurrent && setState({ status: 'loaded', posts }),
      (error: unknown) => {
        console.error('[rewright] could not load the blog posts', error);
        if (isCurrent) setState({ status: 'failed' });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [state.status]);

  return state;
}

export type BlogPostState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'not-found' }
  | { status: 'loaded'; post: BlogPost };

/** One post by slug; known at once on a prerendered page or after the list was loaded. */
export function useBlogPost(slug: string): BlogPostState {
  const [state, setState] = useState<BlogPostState>(() => {
    const post = knownPost(slug);
    return post ? { status: 'loaded', post } : { status: 'loading' };
  });

  useEffect(() => {
    if (state.status !== 'loading') return;
    let isCurrent = true;
    loadBlogPosts().then(
      (posts) => {
        if (!isCurrent) return;
        const post = findPostBySlug(posts, slug);
        setState(post ? { status: 'loaded', post } : { status: 'not-found' });
      },
      (error: unknown) => {
        console.error('[rewright] could not load the blog post', error);
        if (isCurrent) setState({ status: 'failed' });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [slug, state.status]);

  return state;
}

/**
 * The title of the post at `slug` (undefined: no slug, still loading, failed or no such post).
 * Known at once on a prerendered post page and after the list loaded; otherwise it shares the
 * page's request for the data file. A failure is the page's to report.
 */
export function usePostTitle(slug: string | undefined): string | undefined {
  const known = slug === undefined ? undefined : knownPost(slug)?.title;
  const [loaded, setLoaded] = useState<{ slug: string; title: string } | null>(null);

  useEffect(() => {
    if (slug === undefined || known !== undefined) return;
    let isCurrent = true;
    loadBlogPosts().then(
      (posts) => {
        const post = findPostBySlug(posts, slug);
        if (isCurrent && post) setLoaded({ slug, title: post.title });
      },
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [slug, known]);

  return known ?? (loaded !== null && loaded.slug === slug ? loaded.title : undefined);
}
