import type { PaymentVerification } from '@rewright/contracts';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { apiErrorMessage } from '../../app/api-error-message';
import { useServices } from '../../app/services';
import { PageHeader } from '../../ui/page-header';
import { Spinner } from '../../ui/spinner';
import { formatPaymentAmount } from '../payments/history-format';
import { useDocumentTitle } from './use-document-title';
import { verifyPaymentOnce } from './verify-once';
import '../../ui/button.css';
import './payment-result.css';

type VerifyState =
  | { status: 'verifying' }
  | { status: 'success'; result: PaymentVerification }
  | { status: 'failed'; message: string };

/** Minor units ÷ 100, in the payment's currency: US format without decimals, as everywhere ('$99'). */
function formatTotal(amountTotal: number, currency: string): string {
  return formatPaymentAmount(String(amountTotal / 100), currency.toUpperCase());
}

const VERIFICATION_FAILED = 'Payment Verification Failed';
const NO_SESSION = 'No payment session found';

function PaymentSuccessResult({ sessionId }: { sessionId: string }) {
  const { api } = useServices();
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ attempt: number; state: VerifyState } | null>(null);

  useEffect(() => {
    let current = true;
    verifyPaymentOnce(api, sessionId).then(
      (verified) =>
        current && setResult({ attempt, state: { status: 'success', result: verified } }),
      (error: unknown) => {
        console.error('[rewright] Failed to verify payment', error);
        const message =
          error instanceof Error && error.message === 'Payment verification failed'
            ? error.message
            : apiErrorMessage(error, 'Failed to verify payment');
        if (current) setResult({ attempt, state: { status: 'failed', message } });
      },
    );
    return () => {
      current = false;
    };
  }, [api, sessionId, attempt]);

  const state: VerifyState = result?.attempt === attempt ? result.state : { status: 'verifying' };
  useDocumentTitle(state.status === 'failed' ? VERIFICATION_FAILED : null);

  if (state.status === 'verifying') return <Spinner label="Verifying your payment..." />;
  if (state.status === 'failed') {
    return (
      <div className="payment-result payment-result--failed">
        <PageHeader title={VERIFICATION_FAILED} lead={state.message} />
        <div className="payment-result__actions">
          <button
            type="button"
            className="button button--primary"
            onClick={() => setAttempt((n) => n + 1)}
          >
            Try Again
          </button>
          <Link to="/contact" className="button button--secondary">
            Contact Support
          </Link>
        </div>
      </div>
    );
  }
  const verified = state.result;
  return (
    <div className="payment-result">
      <PageHeader
        title="Payment Successful!"
        lead="Thank you for your purchase. Your credits have been added to your account."
      />
      <dl className="payment-result__facts">
        <dt>Amount</dt>
        <dd>{formatTotal(verified.amount_total, verified.currency)}</dd>
        <dt>Status</dt>
        <dd>{verified.payment_status}</dd>
        <dt>Email</dt>
        <dd>{verified.customer_email}</dd>
        <dt>Pack</dt>
        <dd>{verified.metadata.plan}</dd>
        <dt>Credits</dt>
        <dd>
          +{verified.credits_added} (now {verified.remaining_credits} available)
        </dd>
      </dl>
      <div className="payment-result__actions">
        <Link to="/dashboard" className="button button--primary">
          Go to Dashboard
        </Link>
        <Link to="/payments" className="button button--secondary">
          View Payments
        </Link>
      </div>
    </div>
  );
}

export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  useDocumentTitle(sessionId ? null : NO_SESSION);
  if (!sessionId) {
    return (
      <div className="payment-result payment-result--failed">
        <PageHeader title={NO_SESSION} lead="There is no payment to verify here." />
        <div className="payment-result__actions">
          <Link to="/payments" className="button button--primary">
            Go to Payments
          </Link>
          <Link to="/contact" className="button button--secondary">
            Contact Support
          </Link>
        </div>
      </div>
    );
  }
  return <PaymentSuccessResult key={sessionId} sessionId={sessionId} />;
}
