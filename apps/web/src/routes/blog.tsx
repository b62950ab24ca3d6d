import type { PageMeta } from '../app/page-metadata';
import { BlogPage } from '../features/blog/blog-page';
import { PageHeader } from '../ui/page-header';

export const meta: PageMeta = {
  title: 'Blog',
  description:
    'Guides and notes on migrating Protractor and Selenium end-to-end tests to Playwright, from the Rewright team.',
  robots: 'index, follow',
};

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
