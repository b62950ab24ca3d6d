import type { PageMeta } from '../app/page-metadata';
import { knownPost } from '../features/blog/blog-posts-source';
import { metaForPost, POST_NOT_FOUND_META } from '../features/blog/post-meta';
import { titleFromSlug } from '../features/blog/post-slug';

/**
 * The post's own metadata once it is known (prerender, embedded data, loaded list). Otherwise
 * noindex: every post's page embeds its post, so a slug nothing knows is almost always one with no
 * post (the server answers it with 404 and the same tags); a real post reached before the data
 * arrived puts its own tags in when it shows.
 */
export function metaForBlogPost(slug: string): PageMeta {
  const post = knownPost(slug);
  return post ? metaForPost(post) : { ...POST_NOT_FOUND_META, title: titleFromSlug(slug) };
}
