import { ApiError } from './api-client';

/**
 * Shown wherever the API cannot be reached at all, naming the server this page talks to: the
 * runtime config's API base is a path on the page's own origin (runtime-config.ts checks it), so
 * that origin is the address, whatever port or host the deployment uses.
 */
export function backendUnreachable(origin = window.location.origin): string {
  return `Backend server is not accessible. Please ensure the server is running at ${origin}.`;
}

/**
 * The text a page shows for a failed call: the unreachable-backend sentence when no answer came
 * (network error or the 10 s timeout), the server's own message for a 4xx (written for users),
 * and the page's fallback for anything else (5xx details stay in the log).
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.code === 'network_error' || error.code === 'timeout') return backendUnreachable();
    if (error.status >= 400 && error.status < 500) return error.message;
  }
  return fallback;
}

export function isBackendUnreachable(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'network_error' || error.code === 'timeout');
}
