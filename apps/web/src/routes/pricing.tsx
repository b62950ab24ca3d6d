import { PricingPage } from '../features/pricing/pricing-page';
import { PageHeader } from '../ui/page-header';
import '../ui/button.css';

export function PricingRoute() {
  return (
    <div className="container">
      <PageHeader
        eyebrow="Pricing"
        title="Pay per converted test, not per seat"
        lead="Every account starts with 25 free credits, and one credit converts one test case. The Standard Pack adds 250 credits for 99 USD, and purchased credits never expire."
      />
      <PricingPage />
    </div>
  );
}

// The route table reads the page's metadata from its chunk, so the entry carries no page's.
export { meta } from './pricing.meta';
