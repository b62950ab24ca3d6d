import type { CSSProperties, MouseEvent } from 'react';
import { Link } from 'react-router';
import '../../ui/button.css';
import { formatPublishDate, type BlogPostSummary } from './blog-post';
import { postPath } from './post-meta';
import { PostImage } from './post-image';

interface BlogCardProps {
  post: BlogPostSummary;
  position: string;
  /** Steps from the centre card: 0 is the centre, negative to the left. */
  offset: number;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}

/**
 * One carousel card; only the centre card is reachable by keyboard and screen readers. Its place
 * is the `--blog-card-offset` property, which blog-carousel.css turns into a shift and a scale.
 * Side cards load their image lazily: under 1200 px they are not shown, so it is never fetched.
 */
export function BlogCard({ post, position, offset, onClick }: BlogCardProps) {
  const isCentre = offset === 0;
  const style = { '--blog-card-offset': offset } as CSSProperties;
  return (
    <article
      className={`blog-card ${isCentre ? 'blog-card--centre' : 'blog-card--side'}`}
      aria-roledescription="slide"
      aria-label={position}
      aria-hidden={isCentre ? undefined : true}
      inert={!isCentre}
      style={style}
      onClick={onClick}
    >
      <PostImage
        className="blog-card__image"
        src={post.featuredImage}
        alt=""
        width={460}
        height={230}
        loading={isCentre ? undefined : 'lazy'}
      />
      <div className="blog-card__body">
        <p className="blog-card__meta">
          <span className="blog-card__category">{post.category}</span>
          <span>
            <time dateTime={post.publishDate}>{formatPublishDate(post.publishDate)}</time> ·{' '}
            {post.readTime}
          </span>
        </p>
        <h2 className="blog-card__title">{post.title}</h2>
        <p className="blog-card__author">By {post.author.name}</p>
        <ul className="blog-card__tags" aria-label="Tags">
          {post.tags.slice(0, 2).map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
        <p className="blog-card__excerpt">{post.excerpt}</p>
        <Link to={postPath(post)} className="button button--primary blog-card__read">
          Read Article
        </Link>
      </div>
    </article>
  );
}
