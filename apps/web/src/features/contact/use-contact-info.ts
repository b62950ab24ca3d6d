import { getContactInfoOperation } from '../../app/contracts';
import { ApiError } from '../../app/api-client';
import { SUPPORT_EMAIL } from '../../app/layouts/site-footer';
import { useApiResource } from '../../app/use-api-resource';

export const CONTACT_INFO_FAILED = 'Failed to load contact information';

/**
 * The support address from `GET /contact/info` (the contact page and the dashboard's support card).
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
  const { state } = useApiResource(getContactInfoOperation, 'the contact information');
  if (state.status === 'loading') return state;
  if (state.status === 'ready') {
    return state.data.admin_email
      ? { status: 'loaded', email: state.data.admin_email }
      : { status: 'unavailable' };
  }
  const { error } = state;
  const answeredBadly =
    error instanceof ApiError &&
    error.code === 'invalid_response' &&
    error.status >= 200 &&
    error.status < 300;
  return answeredBadly ? { status: 'unavailable' } : { status: 'fallback', email: SUPPORT_EMAIL };
}
