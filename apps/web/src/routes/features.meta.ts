import type { PageMeta } from '../app/page-metadata';

export const meta: PageMeta = {
  title: 'Features',
  description:
    'How Rewright converts Protractor, Selenium and natural-language tests into Playwright Test: locators, waits, assertions and page objects.',
  robots: 'index, follow',
};
