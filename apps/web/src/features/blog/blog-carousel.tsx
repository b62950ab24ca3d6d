import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import type { BlogPost } from './blog-post';
import { BlogCard } from './blog-card';
import {
  cardHeight,
  cardWidth,
  carouselSlots,
  visibleCardCount,
  wrapIndex,
} from './carousel-layout';
import { postPath } from './post-meta';
import { useViewportWidth } from './use-viewport-width';
import './blog-carousel.css';

// Side cards overlap the centre one: each step sideways moves a card by half a card and shrinks it.
const STEP_SHARE = 0.48;
const SHRINK_PER_STEP = 0.15;

/** The spec's carousel: wrap-around previous/next, only the centre card opens the post. */
export function BlogCarousel({ posts }: { posts: BlogPost[] }) {
  const viewportWidth = useViewportWidth();
  const navigate = useNavigate();
  const [centre, setCentre] = useState(0);
  const count = posts.length;
  const width = cardWidth(viewportWidth);
  const height = cardHeight(viewportWidth);
  const slots = carouselSlots(centre, count, visibleCardCount(viewportWidth, count));
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
  function onCentreClick(post: BlogPost, event: MouseEvent<HTMLElement>) {
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
      <div className="blog-carousel__stage" style={{ height }}>
        {slots.map(({ index, offset }) => {
          const post = posts[index];
          if (!post) return null;
          const distance = Math.abs(offset);
          const scale = 1 - distance * SHRINK_PER_STEP;
          return (
            <BlogCard
              key={post.id}
              post={post}
              position={`${index + 1} of ${count}`}
              isCentre={offset === 0}
              style={{
                width,
                height,
                zIndex: 10 - distance,
                transform: `translateX(calc(-50% + ${offset * width * STEP_SHARE}px)) scale(${scale})`,
              }}
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
