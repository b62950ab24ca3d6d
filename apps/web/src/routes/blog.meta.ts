import type { PageMeta } from '../app/page-metadata';

export const meta: PageMeta = {
  title: 'Blog',
  description:
    'Guides and notes on migrating Protractor and Selenium end-to-end tests to Playwright, from the Rewright team.',
  robots: 'index, follow',
};
