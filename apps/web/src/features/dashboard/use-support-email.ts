import { ContactInfoSchema } from '../../app/contracts';
import { useEffect, useState } from 'react';
import { useServices } from '../../app/services';

/** Spec section 8: a failed contact-info call falls back to the default support address. */
export const DEFAULT_SUPPORT_EMAIL = 'support@rewright.dev';

/** The admin address from `GET /contact/info`; null while it is being fetched. */
export function useSupportEmail(): string | null {
  const { api } = useServices();
  const [email, setEmail] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    Promise.resolve(api.get('/contact/info', ContactInfoSchema))
      .then((info) => current && setEmail(info?.admin_email || DEFAULT_SUPPORT_EMAIL))
      .catch((error: unknown) => {
        console.error('[rewright] Could not load the contact info.', error);
        if (current) setEmail(DEFAULT_SUPPORT_EMAIL);
      });
    return () => {
      current = false;
    };
  }, [api]);
  return email;
}
