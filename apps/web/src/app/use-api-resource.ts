import type { Operation, OperationResult } from '@rewright/contracts';
import { useEffect, useState } from 'react';
import type { ApiClient, CallInput } from './api-client';
import { useServices } from './services';

export type ResourceState<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

/**
 * The one way a page reads data from the API: an operation's answer, with loading / error / ready
 * states and a retry. It starts in `loading` on the server and the client alike and fetches in an
 * effect, so a prerendered page shows its loading state and hydrates cleanly. `what` names the
 * data in the log. The call runs again when the operation or its input (compared by value)
 * changes.
 */
export function useApiResource<O extends Operation>(
  operation: O,
  what: string,
  ...[input]: CallInput<O>
): { state: ResourceState<OperationResult<O>>; retry: () => void } {
  const { api } = useServices();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ResourceState<OperationResult<O>>>({ status: 'loading' });
  const inputKey = JSON.stringify(input ?? null);

  useEffect(() => {
    let current = true;
    const call = api.call as ApiClient['call'];
    const args = (input === undefined ? [] : [input]) as CallInput<O>;
    Promise.resolve(call(operation, ...args))
      .then((data) => {
        if (current) setState({ status: 'ready', data });
      })
      .catch((error: unknown) => {
        console.error(`[rewright] Could not load ${what}.`, error);
        if (current) setState({ status: 'error', error });
      });
    return () => {
      current = false;
    };
    // `input` is compared by value (inputKey): callers pass a new object on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, operation, inputKey, what, attempt]);

  return {
    state,
    retry: () => {
      setState({ status: 'loading' });
      setAttempt((n) => n + 1);
    },
  };
}
