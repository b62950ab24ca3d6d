import { useEffect, useState } from 'react';
import type { Schema } from './api-client';
import { useServices } from './services';

export type ResourceState<T> =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

/**
 * One GET answer parsed with its contracts schema, with loading / error / ready states and a
 * retry. It starts in `loading` on the server and the client alike and fetches in an effect, so a
 * prerendered page shows its loading state and hydrates cleanly. `what` names the data in the log.
 */
export function useApiResource<T>(
  path: string,
  schema: Schema<T>,
  what: string,
): { state: ResourceState<T>; retry: () => void } {
  const { api } = useServices();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ResourceState<T>>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    Promise.resolve(api.get(path, schema))
      .then((data) => {
        if (current) setState(data == null ? { status: 'error' } : { status: 'ready', data });
      })
      .catch((error: unknown) => {
        console.error(`[rewright] Could not load ${what}.`, error);
        if (current) setState({ status: 'error' });
      });
    return () => {
      current = false;
    };
  }, [api, path, schema, what, attempt]);

  return {
    state,
    retry: () => {
      setState({ status: 'loading' });
      setAttempt((n) => n + 1);
    },
  };
}
