import type { PageMeta } from '../app/page-metadata';
import { PageHeader } from '../ui/page-header';

export const meta: PageMeta = {
  title: 'Profile',
  description: 'Your Rewright profile details.',
  robots: 'noindex, follow',
};

export function ProfileRoute() {
  return (
    <PageHeader
      title="Profile"
      lead="Update your profile details. Editing your personal and organization information is coming soon in this workspace."
    />
  );
}
