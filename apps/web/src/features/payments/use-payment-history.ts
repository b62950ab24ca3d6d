import { PaymentHistorySchema, type PaymentHistory } from '../../app/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useAuth } from '../../app/auth/use-auth';
import { useServices } from '../../app/services';

/** Spec section 9: the payments page reads 100 rows from offset 0. */
export const HISTORY_PAGE_SIZE = 100;

export type HistoryState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; items: PaymentHistory };

/** The signed-in user's payments (user id = token subject), newest first; `refresh` reloads. */
export function usePaymentHistory(): { state: HistoryState; refresh: () => void } {
  const { api } = useServices();
  const { user } = useAuth();
  const sub = user?.sub ?? '';
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ attempt: number; state: HistoryState } | null>(null);

  useEffect(() => {
    let current = true;
    const load = sub
      ? api.get(
          `/payment-history/user/${encodeURIComponent(sub)}?skip=0&limit=${HISTORY_PAGE_SIZE}`,
          PaymentHistorySchema,
        )
      : Promise.reject(new Error('User ID not available'));
    load.then(
      (items) => current && setResult({ attempt, state: { status: 'ready', items } }),
      (error: unknown) => {
        console.error('[rewright] Failed to load payment history', error);
        if (current) setResult({ attempt, state: { status: 'error' } });
      },
    );
    return () => {
      current = false;
    };
  }, [api, sub, attempt]);

  const refresh = useCallback(() => setAttempt((n) => n + 1), []);
  const state: HistoryState = result?.attempt === attempt ? result.state : { status: 'loading' };
  return { state, refresh };
}
