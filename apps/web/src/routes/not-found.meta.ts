import type { PageMeta } from '../app/page-metadata';

export const meta: PageMeta = {
  title: 'Page not found',
  description: 'This page does not exist yet.',
  robots: 'noindex, nofollow',
  canonical: false,
};
