import type { PageMeta } from '../app/page-metadata';

export const meta: PageMeta = {
  title: 'Terms & Conditions',
  description:
    'The terms of service that apply when you use Rewright, its website and desktop app.',
  robots: 'noindex, follow',
};
