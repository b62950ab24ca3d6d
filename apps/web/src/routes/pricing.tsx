import type { PageMeta } from '../app/page-metadata';
import { PageHeader } from '../ui/page-header';
import './page-section.css';

export const meta: PageMeta = {
  title: 'Pricing',
  description:
    'Start free with 25 credits. The Standard Pack adds 250 credits for 99 USD; purchased credits never expire. Enterprise packs through sales.',
  robots: 'index, follow',
};

export function PricingRoute() {
  return (
    <div className="container">
      <PageHeader
        eyebrow="Pricing"
        title="Pay per converted test, not per seat"
        lead="Every account starts with 25 free credits, and one credit converts one test case. The Standard Pack adds 250 credits for 99 USD, and purchased credits never expire."
      />
      <section id="faq" className="page-section" aria-labelledby="faq-title">
        <h2 id="faq-title">Frequently asked questions</h2>
        <h3>Do credits expire?</h3>
        <p className="page-section__muted">
          No. Purchased credits never expire, and each purchase adds to your existing balance.
        </p>
        <h3>Where does the conversion run?</h3>
        <p className="page-section__muted">
          In the desktop app on your machine. Small relevant portions of test code are sent to an AI
          provider for processing.
        </p>
      </section>
    </div>
  );
}
