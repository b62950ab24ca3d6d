import type { PageMeta } from '../../app/page-metadata';
import type { BlogPost } from './blog-post';
import { slugify } from './post-slug';

export function postPath(post: BlogPost): string {
  return `/blog/${slugify(post.title)}`;
}

/**
 * A post's page metadata: its `seo` block where the data file has one, otherwise what the post
 * itself says (title, excerpt, large image). Open Graph type defaults to `article`.
 */
export function metaForPost(post: BlogPost): PageMeta {
  const seo = post.seo ?? {};
  const image = post.featuredImageLarge ?? post.featuredImage;
  const title = seo.title ?? post.title;
  const description = seo.description ?? post.excerpt;
  return {
    title,
    description,
    robots: 'index, follow',
    canonicalPath: seo.canonical ?? postPath(post),
    keywords: seo.keywords ?? post.tags.join(', '),
    openGraph: {
      type: seo.ogType ?? 'article',
      title: seo.ogTitle ?? title,
      description: seo.ogDescription ?? description,
      image: seo.ogImage ?? image,
    },
    twitter: {
      card: seo.twitterCard ?? 'summary_large_image',
      title: seo.twitterTitle ?? seo.ogTitle ?? title,
      description: seo.twitterDescription ?? seo.ogDescription ?? description,
      image: seo.twitterImage ?? seo.ogImage ?? image,
    },
  };
}
