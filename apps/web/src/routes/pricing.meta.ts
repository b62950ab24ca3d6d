import type { PageMeta } from '../app/page-metadata';

export const meta: PageMeta = {
  title: 'Pricing',
  description:
    'Start free with 25 credits. The Standard Pack adds 250 credits for 99 USD; purchased credits never expire. Enterprise packs through sales.',
  robots: 'index, follow',
};
