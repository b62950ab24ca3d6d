import type { PageMeta } from '../app/page-metadata';

export const meta: PageMeta = {
  title: 'Payment Success',
  description: 'The result of your Rewright pack purchase.',
  robots: 'noindex, follow',
};
