import type { PageMeta } from '../app/page-metadata';

export const meta: PageMeta = {
  title: 'Profile',
  description: 'Your Rewright profile details.',
  robots: 'noindex, follow',
};
