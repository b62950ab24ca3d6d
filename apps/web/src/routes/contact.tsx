import { ContactPage } from '../features/contact/contact-page';
import { PageHeader } from '../ui/page-header';
import '../ui/button.css';

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

// The route table reads the page's metadata from its chunk, so the entry carries no page's.
export { meta } from './contact.meta';
