import type { PageMeta } from '../app/page-metadata';

export const meta: PageMeta = {
  title: 'Dashboard',
  description: 'Your Rewright account: pack, credits, downloads and support.',
  robots: 'noindex, follow',
};
