import { TermsAcceptedSchema } from '../../app/contracts';
import { ApiError, type ApiClient } from '../../app/api-client';

export const ACCEPT_FAILED_ALERT = 'Failed to accept terms. Please try again.';

/** Saves the acceptance; 409 (this version is already accepted) counts as success. */
export async function acceptTerms(api: ApiClient, userId: string): Promise<void> {
  try {
    await api.post('/terms/accept-terms', { user_id: userId }, TermsAcceptedSchema);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'conflict') return;
    throw error;
  }
}
