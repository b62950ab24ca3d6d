import { Link } from 'react-router';
import type { PageMeta } from '../app/page-metadata';
import { PageHeader } from '../ui/page-header';
import './page-section.css';

export const meta: PageMeta = {
  title: 'Cookie Policy',
  description: 'Which cookies and browser storage Rewright uses, and why.',
  robots: 'noindex, follow',
};

export function CookiePolicyRoute() {
  return (
    <div className="container">
      <PageHeader
        eyebrow="Legal"
        title="Cookie Policy"
        lead="Rewright uses the cookies and browser storage needed to sign you in and keep you signed in."
      />
      <section className="page-section">
        <p className="page-section__muted">
          Our sign-in service sets session cookies while you are signed in, and the site keeps
          short-lived entries in your browser&apos;s storage during a login. Questions?{' '}
          <Link to="/contact">Contact us</Link>.
        </p>
      </section>
    </div>
  );
}
