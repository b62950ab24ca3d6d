import {
  parseBlogData,
  parseBlogSummaries,
  type BlogPost,
  type BlogPostSummary,
} from './blog-post';
import { slugify } from './post-slug';

/** The static data file the spec names (section 7): `GET /blog-data.json`, reading `blogPosts`. */
export const BLOG_DATA_URL = '/blog-data.json';
/** A prerendered post page carries its post here, so hydration renders the same article. */
export const EMBEDDED_POST_ID = 'rewright-blog-post';
/**
 * The prerendered /blog carries the list's summaries here, so hydration renders the same cards.
 * Only summaries: the posts' `content` is most of the data file (about 17 KB of its gzipped size
 * against 2.4 KB for the rest), and the HTML's size delays the list on a slow phone connection.
 * The list warms the full data after hydration instead (warmBlogPosts), off the critical path,
 * so a post opened from the list still renders at once.
 */
export const EMBEDDED_LIST_ID = 'rewright-blog-list';

// One copy per page load: the list and a post opened from it share one request.
let posts: BlogPost[] | null = null;
let pending: Promise<BlogPost[]> | null = null;

/** The prerender supplies the posts up front, so post pages render without a request. */
export function primeBlogPosts(list: BlogPost[]) {
  posts = list;
}

export function cachedBlogPosts(): BlogPost[] | null {
  return posts;
}

/** Tests start from an empty cache. */
export function forgetBlogPosts() {
  posts = null;
  pending = null;
}

export function loadBlogPosts(): Promise<BlogPost[]> {
  if (posts) return Promise.resolve(posts);
  pending ??= fetch(BLOG_DATA_URL)
    .then((response) => {
      if (!response.ok) throw new Error(`GET ${BLOG_DATA_URL} answered ${response.status}`);
      return response.json();
    })
    .then((data: unknown) => (posts = parseBlogData(data)))
    .finally(() => {
      pending = null;
    });
  return pending;
}

/**
 * Fetches the data file in the background so a post opened later renders at once. A failure is
 * quiet: the post page asks again and reports it there.
 */
export function warmBlogPosts() {
  loadBlogPosts().catch(() => undefined);
}

export function findPostBySlug(list: BlogPost[], slug: string): BlogPost | undefined {
  return list.find((post) => slugify(post.title) === slug);
}

/** The parsed JSON of the page's embedded data script `id`, if there is one and it parses. */
function readEmbedded<T>(id: string, parse: (data: unknown) => T): T | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(id);
  if (!element?.textContent) return undefined;
  try {
    return parse(JSON.parse(element.textContent));
  } catch {
    return undefined;
  }
}

/** The post a prerendered page embedded for `slug`, if this is one. */
export function readEmbeddedPost(slug: string): BlogPost | undefined {
  return readEmbedded(EMBEDDED_POST_ID, (data) => findPostBySlug(parseBlogData(data), slug));
}

/** The list the prerendered /blog embedded, if this is that page. */
export function readEmbeddedList(): BlogPostSummary[] | undefined {
  return readEmbedded(EMBEDDED_LIST_ID, parseBlogSummaries);
}

/** Synchronously known post for `slug`: primed or fetched earlier, or embedded in the page. */
export function knownPost(slug: string): BlogPost | undefined {
  return (posts && findPostBySlug(posts, slug)) || readEmbeddedPost(slug);
}

/** A `<script type="application/json">` for a prerendered page's head; `<` cannot close it. */
function embeddedScript(id: string, list: BlogPostSummary[]): string {
  const json = JSON.stringify({ blogPosts: list }).replace(/</g, '\\u003c');
  return `<script id="${id}" type="application/json">${json}</script>`;
}

/** The script the prerender writes into a post page's head. */
export function renderEmbeddedPostScript(post: BlogPost): string {
  return embeddedScript(EMBEDDED_POST_ID, [post]);
}

/** The script the prerender writes into /blog's head: the summaries of `list`, nothing more. */
export function renderEmbeddedListScript(list: BlogPost[]): string {
  return embeddedScript(EMBEDDED_LIST_ID, parseBlogSummaries({ blogPosts: list }));
}
