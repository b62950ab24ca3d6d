import type { PageMeta } from '../app/page-metadata';

export const meta: PageMeta = {
  title: 'Payments',
  description: 'Your Rewright packs and payment history.',
  robots: 'noindex, follow',
};
