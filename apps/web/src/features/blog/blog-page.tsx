import { useState } from 'react';
import { Spinner } from '../../ui/spinner';
import { BlogCarousel } from './blog-carousel';
import type { BlogPostSummary } from './blog-post';
import { ALL_CATEGORIES, filterPosts, listCategories } from './filter-posts';
import { useBlogList } from './use-blog-posts';
import './blog-page.css';

/** The /blog page body below its header: loading, failure, or search + filters + carousel. */
export function BlogPage() {
  const state = useBlogList();
  if (state.status === 'loading') return <Spinner label="Loading blog posts..." />;
  if (state.status === 'failed')
    return (
      <p className="container blog-page__message" role="alert">
        Failed to load blog posts. Please try again later.
      </p>
    );
  return <BlogBrowser posts={state.posts} />;
}

function BlogBrowser({ posts }: { posts: BlogPostSummary[] }) {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const shown = filterPosts(posts, query, category);

  return (
    <div className="blog-page">
      <div className="container blog-page__tools">
        <label className="blog-page__search">
          <span className="visually-hidden">Search articles</span>
          <input
            type="search"
            placeholder="Search articles..."
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </label>
        <div className="blog-page__categories" role="group" aria-label="Categories">
          {listCategories(posts).map((name) => (
            <button
              key={name}
              type="button"
              className={`blog-page__category${name === category ? ' blog-page__category--active' : ''}`}
              aria-pressed={name === category}
              onClick={() => setCategory(name)}
            >
              {name}
            </button>
          ))}
        </div>
      </div>
      {shown.length === 0 ? (
        <p className="container blog-page__message" role="status">
          No articles match your search.
        </p>
      ) : (
        // A new result set starts again at its first post.
        <BlogCarousel key={`${category}\n${query}`} posts={shown} />
      )}
    </div>
  );
}
