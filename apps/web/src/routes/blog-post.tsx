import { Link, useParams } from 'react-router';
import type { PageMeta } from '../app/page-metadata';
import { titleFromSlug } from '../features/blog/post-slug';
import { PageHeader } from '../ui/page-header';
import '../ui/button.css';

/** Until the post data loads, the title comes from the slug; the post's own SEO data replaces it later. */
export function metaForBlogPost(slug: string): PageMeta {
  return {
    title: titleFromSlug(slug),
    description:
      'An article from the Rewright blog about migrating end-to-end tests to Playwright.',
    robots: 'index, follow',
  };
}

export function BlogPostRoute() {
  const { slug = '' } = useParams();
  return (
    <div className="container">
      <PageHeader
        eyebrow="Blog"
        title={titleFromSlug(slug)}
        lead="The full article view is coming soon."
        actions={
          <Link to="/blog" className="button button--secondary">
            Back to Blog
          </Link>
        }
      />
    </div>
  );
}
