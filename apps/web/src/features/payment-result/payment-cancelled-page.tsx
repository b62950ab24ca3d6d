import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAuth } from '../../app/auth/use-auth';
import { useServices } from '../../app/services';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { recordCancellation } from './record-cancellation';
import '../../ui/button.css';
import './payment-result.css';

export const CANCELLATION_FAILED = 'Failed to record payment cancellation';

export function PaymentCancelledPage() {
  const { api } = useServices();
  const { user } = useAuth();
  const [params] = useSearchParams();
  const checkoutId = params.get('checkout');
  const [state, setState] = useState<{ done: boolean; error: string | null; paid?: boolean }>({
    done: false,
    error: null,
  });

  useEffect(() => {
    if (!user) return;
    let current = true;
    recordCancellation(api, user, checkoutId).then(
      (item) =>
        current && setState({ done: true, error: null, paid: item?.status === 'succeeded' }),
      (error: unknown) => {
        console.error('[rewright] Failed to record payment cancellation', error);
        if (current) setState({ done: true, error: CANCELLATION_FAILED });
      },
    );
    return () => {
      current = false;
    };
    // Once per signed-in user and checkout; a token refresh is not a new visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, user?.sub, checkoutId]);

  if (!state.done) return <Spinner label="Processing..." />;
  if (state.paid) {
    return (
      <div className="payment-result">
        <PageHeader
          title="Payment Completed"
          lead="This checkout was paid before it was cancelled: the credits are in your account."
        />
        <nav aria-label="Next steps" className="payment-result__actions">
          <Link to="/payments" className="button button--primary">
            View Payments
          </Link>
          <Link to="/dashboard" className="button button--secondary">
            Go to Dashboard
          </Link>
        </nav>
      </div>
    );
  }
  return (
    <div className="payment-result payment-result--cancelled">
      <PageHeader
        title="Payment Cancelled"
        lead="Your payment was cancelled and nothing was charged. Your credits are unchanged."
      />
      {state.error && (
        <p className="payment-result__error" role="alert">
          {state.error}
        </p>
      )}
      <nav aria-label="Next steps" className="payment-result__actions">
        <Link to="/pricing" className="button button--primary">
          View Pricing
        </Link>
        <Link to="/dashboard" className="button button--secondary">
          Go to Dashboard
        </Link>
        <Link to="/" className="button button--secondary">
          Home
        </Link>
        <Link to="/contact" className="button button--secondary">
          Contact Support
        </Link>
      </nav>
    </div>
  );
}
