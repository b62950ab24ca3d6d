import type { PageMeta } from '../app/page-metadata';

export const meta: PageMeta = {
  title: 'Demo',
  description:
    'See how Rewright turns Protractor, Selenium and natural-language tests into Playwright Test with sample inputs and outputs.',
  robots: 'index, follow',
};
