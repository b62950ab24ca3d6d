import { useParams } from 'react-router';
import { BlogPostPage } from '../features/blog/blog-post-page';

export function BlogPostRoute() {
  const { slug = '' } = useParams();
  // A new slug is a new page: its loading state starts over.
  return <BlogPostPage key={slug} slug={slug} />;
}

// The route table reads the page's metadata from its chunk, so the entry carries no page's.
export { metaForBlogPost } from './blog-post.meta';
