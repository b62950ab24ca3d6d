import type { PageMeta } from '../app/page-metadata';

export const meta: PageMeta = {
  title: 'Contact',
  description:
    'Contact the Rewright team about plans, enterprise packs or your migration. Offices in Chicago, Silicon Valley and Hyderabad.',
  robots: 'index, follow',
};
