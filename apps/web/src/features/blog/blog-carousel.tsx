import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import type { BlogPostSummary } from './blog-post';
import { BlogCard } from './blog-card';
import { carouselSlots, wrapIndex } from './carousel-layout';
import { postPath } from './post-meta';
import './blog-carousel.css';

/**
 * The spec's carousel: wrap-around previous/next, only the centre card opens the post. It always
 * renders up to five cards; blog-carousel.css sizes them and hides the side ones under 1200 px,
 * so the markup does not depend on the screen and the prerendered page hydrates without moving.
 */
export function BlogCarousel({ posts }: { posts: BlogPostSummary[] }) {
  const navigate = useNavigate();
  const [centre, setCentre] = useState(0);
  const count = posts.length;
  const slots = carouselSlots(centre, count);
  const current = posts[wrapIndex(centre, count)];

  const move = (by: number) => setCentre((index) => wrapIndex(index + by, count));

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowLeft') move(-1);
    else if (event.key === 'ArrowRight') move(1);
    else return;
    event.preventDefault();
  }

  // Only the centre card opens its post; the side cards are inert. The Read Article link
  // navigates by itself, a click anywhere else on the card does it here.
  function onCentreClick(post: BlogPostSummary, event: MouseEvent<HTMLElement>) {
    if ((event.target as Element).closest('a')) return;
    void navigate(postPath(post));
  }

  return (
    <section
      className="blog-carousel"
      aria-roledescription="carousel"
      aria-label="Articles"
      onKeyDown={onKeyDown}
    >
      <div className="blog-carousel__stage">
        {slots.map(({ index, offset }) => {
          const post = posts[index];
          if (!post) return null;
          return (
            <BlogCard
              key={post.id}
              post={post}
              position={`${index + 1} of ${count}`}
              offset={offset}
              onClick={offset === 0 ? (event) => onCentreClick(post, event) : undefined}
            />
          );
        })}
      </div>
      <div className="blog-carousel__controls">
        <button
          type="button"
          className="button button--secondary"
          aria-label="Previous article"
          onClick={() => move(-1)}
        >
          ‹ Previous
        </button>
        <p className="blog-carousel__position" aria-live="polite">
          {wrapIndex(centre, count) + 1} / {count}
          <span className="visually-hidden">: {current?.title}</span>
        </p>
        <button
          type="button"
          className="button button--secondary"
          aria-label="Next article"
          onClick={() => move(1)}
        >
          Next ›
        </button>
      </div>
    </section>
  );
}
