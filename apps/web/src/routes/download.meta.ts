import type { PageMeta } from '../app/page-metadata';

export const meta: PageMeta = {
  title: 'Download',
  description:
    'Download the Rewright desktop app for Windows 10 or later and macOS 10.15 or later. Linux (Ubuntu) is coming soon.',
  robots: 'index, follow',
};
