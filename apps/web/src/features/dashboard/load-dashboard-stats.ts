import { getWebsiteDashboardStatsOperation, type WebsiteDashboardStats } from '../../app/contracts';
import { ApiError, type ApiClient } from '../../app/api-client';
import { apiErrorMessage } from '../../app/api-error-message';

export const STATS_FAILED = 'Failed to fetch website dashboard stats';
export const NOT_AUTHENTICATED = 'User not authenticated';

export type StatsResult =
  { ok: true; stats: WebsiteDashboardStats } | { ok: false; message: string };

/** Spec section 4 "Dashboard stats": one automatic retry on failure, then the error. */
export async function loadDashboardStats(
  api: ApiClient,
  hasToken: boolean,
  retries = 1,
): Promise<StatsResult> {
  if (!hasToken) return { ok: false, message: NOT_AUTHENTICATED };
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    try {
      return { ok: true, stats: await api.call(getWebsiteDashboardStatsOperation) };
    } catch (error) {
      lastError = error;
    }
  }
  console.error('[rewright] Could not load the dashboard stats.', lastError);
  return { ok: false, message: statsErrorMessage(lastError) };
}

/**
 * Spec section 8: "the server message or 'Failed to fetch website dashboard stats'". Any answer
 * with the server's error body carries its message (4xx and 5xx alike); no answer at all is the
 * unreachable-backend sentence; an answer without a message is the fallback.
 */
function statsErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.code !== 'invalid_response') {
    return error.message;
  }
  return apiErrorMessage(error, STATS_FAILED);
}
