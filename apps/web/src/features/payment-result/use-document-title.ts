import { useEffect } from 'react';
import { formatTitle } from '../../app/page-metadata';

/**
 * A page state whose title differs from its route's (a failed verification on /payment-success):
 * sets the document title while the state is shown and puts the route's back when it ends.
 */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title === null) return;
    const previous = document.title;
    document.title = formatTitle(title);
    return () => {
      document.title = previous;
    };
  }, [title]);
}
