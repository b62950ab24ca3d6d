import type { PageMeta } from '../app/page-metadata';
import { PageHeader } from '../ui/page-header';

export const meta: PageMeta = {
  title: 'User Guide',
  description:
    'Rewright user guide: sign up and log in, buy a pack, download and install the app, and convert your first tests.',
  robots: 'index, follow',
};

export function DocumentationRoute() {
  return (
    <div className="container">
      <PageHeader
        eyebrow="Documentation"
        title="User Guide"
        lead="Complete guide to getting started and using the product effectively."
      />
    </div>
  );
}
