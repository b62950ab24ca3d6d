import {
  getDashboardStatsOperation,
  getOwnProfileOperation,
  registerUserOperation,
  type DashboardStats,
  type UserProfile,
} from '@rewright/contracts';
import { ApiError, callApi } from './api-client';
import type { Credentials } from './session';

/**
 * The caller's Rewright account. A first sign-in from the app registers it, as the website does
 * after sign-up (+25 free credits once); registering again only answers the profile.
 */
export async function getAccount(
  credentials: Credentials,
  fetchImpl: typeof fetch = fetch,
): Promise<UserProfile> {
  try {
    return await callApi(getOwnProfileOperation, credentials, { fetch: fetchImpl });
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'user_not_found')) throw error;
    return registerAccount(credentials, fetchImpl);
  }
}

export function registerAccount(credentials: Credentials, fetchImpl: typeof fetch = fetch) {
  return callApi(registerUserOperation, credentials, { body: {}, fetch: fetchImpl });
}

/** Credits as the dashboard shows them: total, used, remaining and the pack. */
export async function getCredits(
  credentials: Credentials,
  fetchImpl: typeof fetch = fetch,
): Promise<DashboardStats> {
  try {
    return await callApi(getDashboardStatsOperation, credentials, { fetch: fetchImpl });
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'user_not_found')) throw error;
    await registerAccount(credentials, fetchImpl);
    return callApi(getDashboardStatsOperation, credentials, { fetch: fetchImpl });
  }
}

/** Where credits are bought: the website's payments page. */
export const buyCreditsUrl = (server: string) => `${server}/payments`;
