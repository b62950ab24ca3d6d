import { ApiError } from './api-client';

/** Spec section 8: shown wherever the API cannot be reached at all. */
export const BACKEND_UNREACHABLE =
  'Backend server is not accessible. Please ensure the server is running on port 8001.';

/**
 * The text a page shows for a failed call: the unreachable-backend sentence when no answer came
 * (network error or the 10 s timeout), the server's own message for a 4xx (written for users),
 * and the page's fallback for anything else (5xx details stay in the log).
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.code === 'network_error' || error.code === 'timeout') return BACKEND_UNREACHABLE;
    if (error.status >= 400 && error.status < 500) return error.message;
  }
  return fallback;
}

export function isBackendUnreachable(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'network_error' || error.code === 'timeout');
}
