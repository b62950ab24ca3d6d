import type { UserProfile } from '@rewright/contracts';
import { useEffect, useState } from 'react';
import { useAuth } from '../../app/auth/use-auth';
import { useServices } from '../../app/services';
import { loadOrCreateProfile } from './load-profile';

export type ProfileState =
  | { status: 'loading' }
  | { status: 'ready'; profile: UserProfile }
  | { status: 'error'; message: string };

export function useProfile(): ProfileState {
  const { api } = useServices();
  const { user } = useAuth();
  const [state, setState] = useState<ProfileState>({ status: 'loading' });

  useEffect(() => {
    if (!user) return;
    let current = true;
    loadOrCreateProfile(api, user).then(
      (profile) => current && setState({ status: 'ready', profile }),
      (error: unknown) =>
        current &&
        setState({
          status: 'error',
          message: error instanceof Error ? error.message : String(error),
        }),
    );
    return () => {
      current = false;
    };
  }, [api, user]);

  return state;
}
