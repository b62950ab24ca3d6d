import type { PageMeta } from '../app/page-metadata';
import { ContactPage } from '../features/contact/contact-page';
import { PageHeader } from '../ui/page-header';
import '../ui/button.css';

export const meta: PageMeta = {
  title: 'Contact',
  description:
    'Contact the Rewright team about plans, enterprise packs or your migration. Offices in Chicago, Silicon Valley and Hyderabad.',
  robots: 'index, follow',
};

export function ContactRoute() {
  return (
    <div className="container">
      <PageHeader
        eyebrow="Contact"
        title="Talk to the Rewright team"
        lead="Questions about plans, an Enterprise Pack or a large migration? Our offices in Chicago, Silicon Valley and Hyderabad are here to help."
      />
      <ContactPage />
    </div>
  );
}
