import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { applyHeadTags } from '../../app/page-metadata';
import { useServices } from '../../app/services';
import { Spinner } from '../../ui/spinner';
import '../../ui/button.css';
import { formatPublishDate, type BlogPost } from './blog-post';
import { metaForPost, POST_NOT_FOUND_META } from './post-meta';
import { PostImage } from './post-image';
import { sanitizePostHtml } from './sanitize-post-html';
import { useBlogPost } from './use-blog-posts';
import './blog-post-page.css';

/** Code blocks scroll sideways on small screens; keyboard users need to reach them (WCAG 2.1.1). */
function focusableCodeBlocks(html: string): string {
  return html.replace(/<pre>/g, '<pre tabindex="0">');
}

function BackToBlog() {
  return (
    <Link to="/blog" className="button button--secondary">
      Back to Blog
    </Link>
  );
}

function PostMessage({ text }: { text: string }) {
  const { config } = useServices();
  const { pathname } = useLocation();

  // Neither message is a page to index (the server answers an unknown slug with 404 and noindex).
  useEffect(() => {
    applyHeadTags(document, { ...POST_NOT_FOUND_META, title: text }, config.publicUrl, pathname);
  }, [text, config.publicUrl, pathname]);

  return (
    <div className="container blog-post__message">
      <h1>{text}</h1>
      <BackToBlog />
    </div>
  );
}

/** `/blog/{slug}`: loading, not found, failed, or the article with its own metadata. */
export function BlogPostPage({ slug }: { slug: string }) {
  const state = useBlogPost(slug);
  if (state.status === 'loading') return <Spinner label="Loading blog post..." />;
  if (state.status === 'not-found') return <PostMessage text="Blog post not found" />;
  if (state.status === 'failed') return <PostMessage text="Failed to load blog post" />;
  return <PostArticle post={state.post} />;
}

function PostArticle({ post }: { post: BlogPost }) {
  const { config } = useServices();
  const { pathname } = useLocation();

  // The route table only knows the slug; the post's own SEO data replaces it once loaded.
  useEffect(() => {
    applyHeadTags(document, metaForPost(post), config.publicUrl, pathname);
  }, [post, config.publicUrl, pathname]);

  return (
    <article className="container blog-post">
      <header className="blog-post__header">
        <p className="blog-post__category">{post.category}</p>
        <h1 className="blog-post__title">{post.title}</h1>
        <p className="blog-post__byline">
          <span className="blog-post__author">{post.author.name}</span>
          <span className="blog-post__role">{post.author.role}</span>
        </p>
        <p className="blog-post__meta">
          <time dateTime={post.publishDate}>{formatPublishDate(post.publishDate)}</time>
          <span aria-hidden="true"> · </span>
          <span>{post.readTime}</span>
        </p>
        <ul className="blog-post__tags" aria-label="Tags">
          {post.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      </header>
      <PostImage
        className="blog-post__image"
        src={post.featuredImageLarge ?? post.featuredImage}
        alt={post.title}
        width={1200}
        height={600}
        loading="eager"
      />
      <div
        className="blog-post__content"
        // Sanitised by DOMPurify: no script, no event handlers, no javascript: URLs.
        dangerouslySetInnerHTML={{ __html: focusableCodeBlocks(sanitizePostHtml(post.content)) }}
      />
      <footer className="blog-post__footer">
        <BackToBlog />
      </footer>
    </article>
  );
}
