import { useLocation } from 'react-router';
import { usePostTitle } from '../../features/blog/use-blog-posts';
import { blogPostSlug } from './breadcrumb-trail';
import { Breadcrumbs } from './breadcrumbs';

/**
 * The public layout's breadcrumb trail, as a module of its own so the layout can load it on
 * demand (see public-layout.tsx) under a name Vite's manifest keeps for the prerender. On a blog
 * post the last crumb is the post's title.
 */
export function PublicBreadcrumbs() {
  const { pathname } = useLocation();
  const postTitle = usePostTitle(blogPostSlug(pathname));
  return <Breadcrumbs className="container" postTitle={postTitle} />;
}
