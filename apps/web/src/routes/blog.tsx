import { BlogPage } from '../features/blog/blog-page';
import { PageHeader } from '../ui/page-header';

export function BlogRoute() {
  return (
    <>
      <div className="container">
        <PageHeader
          eyebrow="Blog"
          title="Notes on moving tests to Playwright"
          lead="Guides, migration stories and practical advice on locators, waits and assertions from the Rewright team."
        />
      </div>
      <BlogPage />
    </>
  );
}

// The route table reads the page's metadata from its chunk, so the entry carries no page's.
export { meta } from './blog.meta';
