import { acceptTermsOperation } from '../../app/contracts';
import { ApiError, type ApiClient } from '../../app/api-client';

export const ACCEPT_FAILED_ALERT = 'Failed to accept terms. Please try again.';

/** Saves the acceptance; 409 (this version is already accepted) counts as success. */
export async function acceptTerms(api: ApiClient, userId: string): Promise<void> {
  try {
    await api.call(acceptTermsOperation, { body: { user_id: userId } });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'conflict') return;
    throw error;
  }
}
