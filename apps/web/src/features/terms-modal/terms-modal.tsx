import type { TermsFullInfo } from '@rewright/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useServices } from '../../app/services';
import { Spinner } from '../../ui/spinner';
import { Tooltip } from '../../ui/tooltip';
import { acceptHint, canAccept } from './accept-rules';
import { ACCEPT_FAILED_ALERT, acceptTerms } from './accept-terms';
import { hasScrolledPast } from './scroll-progress';
import '../../ui/button.css';
import './terms-modal.css';

export const TERMS_LOAD_FAILED = 'Failed to load terms content. Please try again.';

interface TermsModalProps {
  userId: string;
  /** null while loading or after a failed load (see `loading`). */
  terms: TermsFullInfo | null;
  loading: boolean;
  onRetry: () => void;
  onAccepted: () => void;
  onDeclined: () => void;
}

function paragraphsOf(content: string): string[] {
  return content
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/**
 * Makes everything in `<body>` but `keep` inert (no focus, no clicks, hidden from assistive
 * technology) until the returned function undoes it; elements already inert are left alone.
 */
function makeOthersInert(keep: Element): () => void {
  const changed = [...document.body.children].filter(
    (element) => element !== keep && !element.hasAttribute('inert'),
  );
  for (const element of changed) element.setAttribute('inert', '');
  return () => {
    for (const element of changed) element.removeAttribute('inert');
  };
}

/**
 * "Terms of User Agreement" over any signed-in page until accepted (spec sections 4 and 5). It is
 * modal on purpose: Escape does nothing, the backdrop declines (which signs out), and the page
 * behind can be neither scrolled nor reached — the dialog is rendered straight into `<body>` and
 * every other part of the body is inert while it is open, so Tab stays in the dialog.
 */
export function TermsModal({
  userId,
  terms,
  loading,
  onRetry,
  onAccepted,
  onDeclined,
}: TermsModalProps) {
  const { api } = useServices();
  const titleId = useId();
  const checkboxId = useId();
  const body = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const backdrop = useRef<HTMLDivElement>(null);
  const [scrolled, setScrolled] = useState(false);
  const [checked, setChecked] = useState(false);
  const [processing, setProcessing] = useState(false);

  const loaded = terms !== null;
  const inputs = { scrolled, checked, loaded, processing };
  const enabled = canAccept(inputs);
  const hint = loaded && !processing ? acceptHint(inputs) : null;

  useEffect(() => {
    const restoreInert = backdrop.current ? makeOthersInert(backdrop.current) : () => {};
    dialog.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      restoreInert();
      document.body.style.overflow = overflow;
    };
  }, []);

  // Terms shorter than their box need no scrolling; check once they are laid out.
  useEffect(() => {
    if (loaded && body.current && hasScrolledPast(body.current)) setScrolled(true);
  }, [loaded]);

  function decline() {
    setScrolled(false);
    setChecked(false);
    onDeclined();
  }

  async function accept() {
    if (!enabled) return;
    setProcessing(true);
    try {
      await acceptTerms(api, userId);
      onAccepted();
    } catch (error) {
      console.error('[rewright] Could not accept the terms.', error);
      window.alert(ACCEPT_FAILED_ALERT);
      setProcessing(false);
    }
  }

  const acceptButton = (describedBy?: string) => (
    <button
      type="button"
      className="button button--primary"
      aria-disabled={!enabled}
      aria-describedby={describedBy}
      onClick={() => void accept()}
    >
      {processing ? 'Accepting...' : 'Accept'}
    </button>
  );

  return createPortal(
    <div
      ref={backdrop}
      className="terms-modal__backdrop"
      onClick={(event) => {
        if (event.target === event.currentTarget && !processing) decline();
      }}
    >
      <div
        ref={dialog}
        className="terms-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <h2 id={titleId} className="terms-modal__title">
          Terms of User Agreement
        </h2>
        <div
          ref={body}
          className="terms-modal__body"
          tabIndex={0}
          role="region"
          aria-label="Terms text"
          onScroll={(event) => {
            if (hasScrolledPast(event.currentTarget)) setScrolled(true);
          }}
        >
          {loading && <Spinner label="Loading terms..." />}
          {!loading && !terms && (
            <div className="terms-modal__error" role="alert">
              <p>{TERMS_LOAD_FAILED}</p>
              <button type="button" className="button button--secondary" onClick={onRetry}>
                Retry
              </button>
            </div>
          )}
          {terms && (
            <>
              <p className="terms-modal__version">Version {terms.content.version}</p>
              {paragraphsOf(terms.content.content).map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </>
          )}
        </div>
        <div className="terms-modal__confirm">
          <input
            id={checkboxId}
            type="checkbox"
            checked={checked}
            disabled={!loaded || processing}
            onChange={(event) => setChecked(event.target.checked)}
          />
          <label htmlFor={checkboxId}>
            I have reviewed, understood and agree to the Terms of User Agreement
          </label>
        </div>
        <div className="terms-modal__actions">
          <button
            type="button"
            className="button button--secondary"
            disabled={processing}
            onClick={decline}
          >
            Decline
          </button>
          {hint ? (
            <Tooltip text={hint} placement="below-end">
              {acceptButton}
            </Tooltip>
          ) : (
            acceptButton()
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}
