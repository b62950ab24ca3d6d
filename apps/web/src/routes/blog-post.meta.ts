import type { PageMeta } from '../app/page-metadata';
import { knownPost } from '../features/blog/blog-posts-source';
import { metaForPost } from '../features/blog/post-meta';
import { titleFromSlug } from '../features/blog/post-slug';

/** The post's own metadata once it is known (prerender, embedded data, loaded list); else from the slug. */
export function metaForBlogPost(slug: string): PageMeta {
  const post = knownPost(slug);
  if (post) return metaForPost(post);
  return {
    title: titleFromSlug(slug),
    description:
      'An article from the Rewright blog about migrating end-to-end tests to Playwright.',
    robots: 'index, follow',
  };
}
