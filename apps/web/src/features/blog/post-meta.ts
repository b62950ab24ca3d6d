import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, postOgImagePath } from '../../app/og-image';
import type { PageMeta } from '../../app/page-metadata';
import type { BlogPost, BlogPostSummary } from './blog-post';
import { slugify } from './post-slug';

/**
 * An unknown slug's page (the server answers it with 404): kept out of search engines, like the
 * site's not-found page, and with no canonical URL since it stands for any such address.
 */
export const POST_NOT_FOUND_META: PageMeta = {
  title: 'Blog post not found',
  description: 'There is no such article on the Rewright blog. The blog lists every article.',
  robots: 'noindex, nofollow',
  canonical: false,
};

export function postPath(post: BlogPostSummary): string {
  return `/blog/${slugify(post.title)}`;
}

/**
 * A post's page metadata: its `seo` block where the data file has one, otherwise what the post
 * itself says (title, excerpt). The card image is the post's PNG (public/og/blog/<slug>.png, made
 * from its large SVG by scripts/og-images.ts) unless `seo` names another. Open Graph type
 * defaults to `article`.
 */
export function metaForPost(post: BlogPost): PageMeta {
  const seo = post.seo ?? {};
  const title = seo.title ?? post.title;
  const description = seo.description ?? post.excerpt;
  const card = { image: postOgImagePath(slugify(post.title)), alt: post.title };
  const ogImage = seo.ogImage
    ? { image: seo.ogImage }
    : {
        image: card.image,
        imageWidth: OG_IMAGE_WIDTH,
        imageHeight: OG_IMAGE_HEIGHT,
        imageAlt: card.alt,
      };
  const twitterImage = seo.twitterImage ?? seo.ogImage;
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
      ...ogImage,
    },
    twitter: {
      card: seo.twitterCard ?? 'summary_large_image',
      title: seo.twitterTitle ?? seo.ogTitle ?? title,
      description: seo.twitterDescription ?? seo.ogDescription ?? description,
      ...(twitterImage ? { image: twitterImage } : { image: card.image, imageAlt: card.alt }),
    },
  };
}
