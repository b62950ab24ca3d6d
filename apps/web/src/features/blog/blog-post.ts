/** The spec's Blog post entity (section 3), as read from `/blog-data.json` (`{ blogPosts: [...] }`). */
export interface BlogPostSeo {
  title?: string;
  description?: string;
  keywords?: string;
  /** Absolute URL, or a path resolved against the site's public URL. */
  canonical?: string;
  ogTitle?: string;
  ogDescription?: string;
  ogImage?: string;
  ogType?: string;
  twitterCard?: string;
  twitterTitle?: string;
  twitterDescription?: string;
  twitterImage?: string;
}

/** What the /blog list reads of a post (cards, search, categories): all but the article itself. */
export interface BlogPostSummary {
  id: number;
  title: string;
  excerpt: string;
  category: string;
  tags: string[];
  author: { name: string; role: string };
  /** ISO date, `YYYY-MM-DD`. */
  publishDate: string;
  /** Display text, e.g. `8 min read`. */
  readTime: string;
  featuredImage: string;
}

export interface BlogPost extends BlogPostSummary {
  featuredImageLarge?: string;
  /** HTML; always sanitised before it reaches the page. */
  content: string;
  seo?: BlogPostSeo;
}

const SEO_FIELDS = [
  'title',
  'description',
  'keywords',
  'canonical',
  'ogTitle',
  'ogDescription',
  'ogImage',
  'ogType',
  'twitterCard',
  'twitterTitle',
  'twitterDescription',
  'twitterImage',
] as const;

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(source: Json, field: string, where: string): string {
  const value = source[field];
  if (typeof value !== 'string') throw new Error(`${where}: "${field}" must be a string`);
  return value;
}

function parseSeo(value: unknown, where: string): BlogPostSeo | undefined {
  if (value === undefined) return undefined;
  if (!isObject(value)) throw new Error(`${where}: "seo" must be an object`);
  const seo: BlogPostSeo = {};
  for (const field of SEO_FIELDS) {
    if (value[field] !== undefined) seo[field] = text(value, field, `${where}.seo`);
  }
  return seo;
}

function postObject(value: unknown, where: string): Json {
  if (!isObject(value)) throw new Error(`${where} must be an object`);
  return value;
}

function parseSummary(value: Json, where: string): BlogPostSummary {
  const { id, tags, author } = value;
  if (typeof id !== 'number') throw new Error(`${where}: "id" must be a number`);
  if (!Array.isArray(tags) || !tags.every((tag) => typeof tag === 'string'))
    throw new Error(`${where}: "tags" must be a list of strings`);
  if (!isObject(author)) throw new Error(`${where}: "author" must be an object`);
  return {
    id,
    title: text(value, 'title', where),
    excerpt: text(value, 'excerpt', where),
    category: text(value, 'category', where),
    tags: tags as string[],
    author: { name: text(author, 'name', where), role: text(author, 'role', where) },
    publishDate: text(value, 'publishDate', where),
    readTime: text(value, 'readTime', where),
    featuredImage: text(value, 'featuredImage', where),
  };
}

function parsePost(value: unknown, index: number): BlogPost {
  const where = `blogPosts[${index}]`;
  const source = postObject(value, where);
  const post: BlogPost = {
    ...parseSummary(source, where),
    content: text(source, 'content', where),
  };
  if (source.featuredImageLarge !== undefined)
    post.featuredImageLarge = text(source, 'featuredImageLarge', where);
  const seo = parseSeo(source.seo, where);
  if (seo) post.seo = seo;
  return post;
}

function blogPostList(data: unknown): unknown[] {
  if (!isObject(data) || !Array.isArray(data.blogPosts))
    throw new Error('blog data must be an object with a "blogPosts" list');
  return data.blogPosts;
}

/** Reads the data file's `blogPosts`; throws with the first field that is wrong. */
export function parseBlogData(data: unknown): BlogPost[] {
  return blogPostList(data).map(parsePost);
}

/** Reads `blogPosts` as summaries: only the fields of {@link BlogPostSummary} are kept. */
export function parseBlogSummaries(data: unknown): BlogPostSummary[] {
  return blogPostList(data).map((value, index) => {
    const where = `blogPosts[${index}]`;
    return parseSummary(postObject(value, where), where);
  });
}

/** `2025-03-18` → `March 18, 2025`, in UTC so the prerender and the browser agree. */
export function formatPublishDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
