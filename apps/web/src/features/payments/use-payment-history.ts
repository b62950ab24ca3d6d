import { listPaymentHistoryOperation, type PaymentHistory } from '../../app/contracts';
import { useAuth } from '../../app/auth/use-auth';
import { useApiResource } from '../../app/use-api-resource';

/** Spec section 9: the payments page reads 100 rows from offset 0. */
export const HISTORY_PAGE_SIZE = 100;

export type HistoryState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; items: PaymentHistory };

/**
 * The signed-in user's payments (user id = token subject), newest first; `refresh` reloads.
 * Without a user id the call cannot be made and the state is an error.
 */
export function usePaymentHistory(): { state: HistoryState; refresh: () => void } {
  const { user } = useAuth();
  const { state, retry } = useApiResource(listPaymentHistoryOperation, 'the payment history', {
    params: { userId: user?.sub ?? '' },
    query: { skip: 0, limit: HISTORY_PAGE_SIZE },
  });
  return {
    state: state.status === 'ready' ? { status: 'ready', items: state.data } : state,
    refresh: retry,
  };
}
