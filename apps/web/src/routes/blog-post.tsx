import { useParams } from 'react-router';
import { BlogPostPage } from '../features/blog/blog-post-page';

export function BlogPostRoute() {
  const { slug = '' } = useParams();
  // A new slug is a new page: its loading state starts over.
  return <BlogPostPage key={slug} slug={slug} />;
}
