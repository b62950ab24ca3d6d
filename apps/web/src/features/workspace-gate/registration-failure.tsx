import { useId } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../app/api-client';
import { apiErrorMessage } from '../../app/api-error-message';
import '../../ui/button.css';
import './registration-failure.css';

export const REGISTRATION_FAILED_TITLE = 'We could not create your Rewright account';

/** The server's own reason (its messages are written for users), or what went wrong on the way. */
export function registrationFailureReason(cause: unknown): string {
  const fallback = 'The account could not be created.';
  if (cause instanceof ApiError && cause.status > 0) return cause.message || fallback;
  return apiErrorMessage(cause, fallback);
}

/**
 * Shown when a first sign-in could not create the account: why, and the ways forward (Retry, or
 * the contact page). Not modal, so the contact page it links to stays usable beneath it.
 */
export function RegistrationFailure({
  reason,
  retrying,
  onRetry,
}: {
  reason: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  const titleId = useId();
  return (
    <section className="registration-failure" aria-labelledby={titleId}>
      <h2 id={titleId} className="registration-failure__title">
        {REGISTRATION_FAILED_TITLE}
      </h2>
      <p role="alert">{reason}</p>
      <p>Try again, or contact us if it keeps failing and we will sort it out.</p>
      <div className="registration-failure__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={retrying}
          onClick={onRetry}
        >
          {retrying ? 'Retrying...' : 'Retry'}
        </button>
        <Link className="button button--secondary" to="/contact">
          Contact support
        </Link>
      </div>
    </section>
  );
}
