import { ContactForm } from './contact-form';
import { OfficeCards } from './office-cards';
import { SupportEmail } from './support-email';
import './contact.css';

export function ContactPage() {
  return (
    <div className="contact">
      <OfficeCards />
      <div className="contact__form-area">
        <ContactForm />
        <aside className="contact__aside" aria-label="Support">
          <h2 className="contact__section-title">Support</h2>
          <p>
            Questions about credits, a pack or the desktop app? Write to us and a person from the
            team answers.
          </p>
          <SupportEmail />
        </aside>
      </div>
    </div>
  );
}
