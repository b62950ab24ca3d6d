import type { BlogPostSummary } from './blog-post';

export const ALL_CATEGORIES = 'All';

/** `All` first, then each distinct category in the order posts first use it. */
export function listCategories(posts: BlogPostSummary[]): string[] {
  return [ALL_CATEGORIES, ...new Set(posts.map((post) => post.category))];
}

/**
 * Posts in `category` (or all) whose title, excerpt, category, tags or author contain every word
 * of `query`, ignoring case. Several words narrow the result, as visitors expect from a search box.
 */
export function filterPosts(
  posts: BlogPostSummary[],
  query: string,
  category: string,
): BlogPostSummary[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return posts.filter((post) => {
    if (category !== ALL_CATEGORIES && post.category !== category) return false;
    const haystack = [post.title, post.excerpt, post.category, post.author.name, ...post.tags]
      .join(' ')
      .toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
