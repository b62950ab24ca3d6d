import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../app/auth/use-auth';
import { useServices } from '../../app/services';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { recordCancellationOnce } from './record-cancellation';
import '../../ui/button.css';
import './payment-result.css';

export const CANCELLATION_FAILED = 'Failed to record payment cancellation';

export function PaymentCancelledPage() {
  const { api } = useServices();
  const { user } = useAuth();
  const [state, setState] = useState<{ done: boolean; error: string | null }>({
    done: false,
    error: null,
  });

  useEffect(() => {
    if (!user) return;
    let current = true;
    recordCancellationOnce(api, user).then(
      () => current && setState({ done: true, error: null }),
      (error: unknown) => {
        console.error('[rewright] Failed to record payment cancellation', error);
        if (current) setState({ done: true, error: CANCELLATION_FAILED });
      },
    );
    return () => {
      current = false;
    };
    // Once per signed-in user; a token refresh is not a new visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, user?.sub]);

  if (!state.done) return <Spinner label="Processing..." />;
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
