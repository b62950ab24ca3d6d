import { useEffect, useRef } from 'react';
import { Spinner } from '../../ui/spinner';
import { useTermsContent } from './use-terms-content';
import './terms.css';

export const TERMS_FAILED = 'Failed to load terms content. Please try again.';

/** Plain text from the server; paragraphs are separated by blank lines. */
function paragraphsOf(content: string): string[] {
  return content
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

export function TermsContent() {
  const { state, retry } = useTermsContent();
  const retried = useRef(false);
  const article = useRef<HTMLElement>(null);

  // After a Retry the button that had focus is gone; move focus to what replaced it.
  useEffect(() => {
    if (state.status === 'ready' && retried.current) article.current?.focus();
  }, [state.status]);

  if (state.status === 'loading') return <Spinner label="Loading terms..." />;
  if (state.status === 'error') {
    return (
      <div className="terms__error" role="alert">
        <p>{TERMS_FAILED}</p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            retried.current = true;
            retry();
          }}
        >
          Retry
        </button>
      </div>
    );
  }
  return (
    <article className="terms" ref={article} tabIndex={-1} aria-label="Terms of Service text">
      <p className="terms__version">Version {state.data.version}</p>
      {paragraphsOf(state.data.content).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </article>
  );
}
