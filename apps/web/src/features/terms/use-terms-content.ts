import { TermsContentSchema, type TermsContent } from '@rewright/contracts';
import { useEffect, useState } from 'react';
import { useServices } from '../../app/services';

export type TermsState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; terms: TermsContent };

/** `GET /terms/content`, fetched in an effect (the prerendered page shows the loading state). */
export function useTermsContent(): { state: TermsState; retry: () => void } {
  const { api } = useServices();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<TermsState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    Promise.resolve(api.get('/terms/content', TermsContentSchema))
      .then((terms) => {
        if (current) setState(terms ? { status: 'ready', terms } : { status: 'error' });
      })
      .catch((error: unknown) => {
        console.error('[rewright] Could not load the terms.', error);
        if (current) setState({ status: 'error' });
      });
    return () => {
      current = false;
    };
  }, [api, attempt]);

  return {
    state,
    retry: () => {
      setState({ status: 'loading' });
      setAttempt((n) => n + 1);
    },
  };
}
