import { WorkspaceError } from './errors';

/** The spec's API time-out; the identity provider gets the same. */
export const REQUEST_TIMEOUT_MS = 10_000;

/**
 * `fetch` with the time-out, where a failure to connect becomes one clear `unreachable` error
 * naming the service ("the Rewright server at http://localhost:8001 did not answer").
 */
export async function reach(
  fetchImpl: typeof fetch,
  url: string,
  init: RequestInit,
  service: string,
): Promise<Response> {
  try {
    return await fetchImpl(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? `no answer within ${REQUEST_TIMEOUT_MS / 1000} s`
        : describeNetworkError(error);
    throw new WorkspaceError('unreachable', `${service} did not answer (${reason}).`, {
      cause: error,
    });
  }
}

function describeNetworkError(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if (cause?.code === 'ECONNREFUSED') return 'connection refused';
  if (cause?.code === 'ENOTFOUND') return 'unknown host';
  return cause?.message ?? (error instanceof Error ? error.message : String(error));
}

/** The body as JSON, or undefined when it is not JSON. */
export async function jsonOf(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}
