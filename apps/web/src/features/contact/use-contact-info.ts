import { ContactInfoSchema } from '../../app/contracts';
import { useEffect, useState } from 'react';
import { ApiError } from '../../app/api-client';
import { SUPPORT_EMAIL } from '../../app/layouts/site-footer';
import { useServices } from '../../app/services';

export const CONTACT_INFO_FAILED = 'Failed to load contact information';

/**
 * The support address shown on the contact page.
 * - `loading`: before the answer (also the prerendered state).
 * - `loaded`: the server's `admin_email`.
 * - `fallback`: the server could not be reached or failed → the site's default support address.
 * - `unavailable`: the server answered without a usable address → "Email unavailable", rather
 *   than guess at an address the operator did not configure.
 */
export type ContactInfoState =
  | { status: 'loading' }
  | { status: 'loaded'; email: string }
  | { status: 'fallback'; email: string }
  | { status: 'unavailable' };

export function useContactInfo(): ContactInfoState {
  const { api } = useServices();
  const [state, setState] = useState<ContactInfoState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    Promise.resolve(api.get('/contact/info', ContactInfoSchema))
      .then((info) => {
        if (!current) return;
        setState(
          info?.admin_email
            ? { status: 'loaded', email: info.admin_email }
            : { status: 'unavailable' },
        );
      })
      .catch((error: unknown) => {
        console.error('[rewright] Could not load the contact information.', error);
        if (!current) return;
        const answeredBadly =
          error instanceof ApiError &&
          error.code === 'invalid_response' &&
          error.status >= 200 &&
          error.status < 300;
        setState(
          answeredBadly ? { status: 'unavailable' } : { status: 'fallback', email: SUPPORT_EMAIL },
        );
      });
    return () => {
      current = false;
    };
  }, [api]);

  return state;
}
