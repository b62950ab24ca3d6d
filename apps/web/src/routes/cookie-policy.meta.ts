import type { PageMeta } from '../app/page-metadata';

export const meta: PageMeta = {
  title: 'Cookie Policy',
  description: 'Which cookies and browser storage Rewright uses, and why.',
  robots: 'noindex, follow',
};
