import { Link } from 'react-router';
import type { PageMeta } from '../app/page-metadata';
import { PageHeader } from '../ui/page-header';
import '../ui/button.css';
import './workspace-page.css';

export const meta: PageMeta = {
  title: 'Payment Cancelled',
  description: 'Your Rewright pack purchase was cancelled.',
  robots: 'noindex, follow',
};

export function PaymentCancelledRoute() {
  return (
    <>
      <PageHeader
        title="Payment Cancelled"
        lead="Your payment was cancelled and nothing was charged."
      />
      <nav aria-label="Next steps" className="workspace-page__links">
        <Link to="/pricing" className="button button--primary">
          View pricing
        </Link>
        <Link to="/dashboard" className="button button--secondary">
          Dashboard
        </Link>
        <Link to="/" className="button button--secondary">
          Home
        </Link>
        <Link to="/contact" className="button button--secondary">
          Contact support
        </Link>
      </nav>
    </>
  );
}
