import { parseBlogData, type BlogPost } from './blog-post';
import { slugify } from './post-slug';

/** The static data file the spec names (section 7): `GET /blog-data.json`, reading `blogPosts`. */
export const BLOG_DATA_URL = '/blog-data.json';
/** A prerendered post page carries its post here, so hydration renders the same article. */
export const EMBEDDED_POST_ID = 'rewright-blog-post';

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

export function findPostBySlug(list: BlogPost[], slug: string): BlogPost | undefined {
  return list.find((post) => slugify(post.title) === slug);
}

/** The post a prerendered page embedded for `slug`, if this is one. */
export function readEmbeddedPost(slug: string): BlogPost | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(EMBEDDED_POST_ID);
  if (!element?.textContent) return undefined;
  try {
    return findPostBySlug(parseBlogData(JSON.parse(element.textContent)), slug);
  } catch {
    return undefined;
  }
}

/** Synchronously known post for `slug`: primed or fetched earlier, or embedded in the page. */
export function knownPost(slug: string): BlogPost | undefined {
  return (posts && findPostBySlug(posts, slug)) || readEmbeddedPost(slug);
}

/** The `<script type="application/json">` the prerender writes into a post page's head. */
export function renderEmbeddedPostScript(post: BlogPost): string {
  const json = JSON.stringify({ blogPosts: [post] }).replace(/</g, '\\u003c');
  return `<script id="${EMBEDDED_POST_ID}" type="application/json">${json}</script>`;
}
