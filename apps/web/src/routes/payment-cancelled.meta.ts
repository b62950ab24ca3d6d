import type { PageMeta } from '../app/page-metadata';

export const meta: PageMeta = {
  title: 'Payment Cancelled',
  description: 'Your Rewright pack purchase was cancelled.',
  robots: 'noindex, follow',
};
