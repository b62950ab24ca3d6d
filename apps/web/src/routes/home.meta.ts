import type { PageMeta } from '../app/page-metadata';

export const meta: PageMeta = {
  title: 'Rewright — Convert Protractor and Selenium tests to Playwright',
  description:
    'Rewright converts Protractor suites, Selenium tests and plain-language test descriptions into Playwright Test. Start with 25 free credits.',
  robots: 'index, follow',
};
