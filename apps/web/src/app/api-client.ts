import type { ErrorBody, ErrorCode } from '@rewright/contracts';

/**
 * The one way the site calls its API: JSON in and out, a bearer token when signed in, a 10 s
 * timeout, answers parsed with the contracts' zod schemas, and failures as `ApiError`.
 */
export const API_TIMEOUT_MS = 10_000;

/** Any contracts schema: only `.parse` is needed, so the site does not import zod itself. */
export interface Schema<T> {
  parse(input: unknown): T;
}

/** Server codes from the contracts, plus what can go wrong before a server answer is read. */
export type ApiErrorCode = ErrorCode | 'timeout' | 'network_error' | 'invalid_response';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    /** HTTP status, 0 when no response arrived. */
    readonly status: number,
  ) {
    super(message);
  }
}

export interface ApiClient {
  get<T>(path: string, schema: Schema<T>): Promise<T>;
  post<T>(path: string, body: unknown, schema?: Schema<T>): Promise<T | undefined>;
  /** Optional only so the many test doubles of pages that never update need not stub it. */
  put?<T>(path: string, body: unknown, schema: Schema<T>): Promise<T>;
}

interface ApiClientOptions {
  baseUrl: string;
  /** Resolves a fresh token (refreshing near expiry) or null when signed out. */
  getToken: () => Promise<string | null>;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(
      'invalid_response',
      'The server answered with something other than JSON.',
      response.status,
    );
  }
}

/**
 * The `{ error: { code, message } }` of a failed request, or null. The schema is imported on the
 * first error only: the contracts bring zod, which the home page (no API calls) should not
 * download; pages that parse answers load that chunk anyway. A chunk that fails to load counts
 * as an answer without a readable error.
 */
async function readErrorBody(data: unknown): Promise<ErrorBody['error'] | null> {
  try {
    const { ErrorBodySchema } = await import('./contracts');
    const parsed = ErrorBodySchema.safeParse(data);
    return parsed.success ? parsed.data.error : null;
  } catch {
    return null;
  }
}

export function createApiClient({
  baseUrl,
  getToken,
  fetch: fetchImpl = (...args) => globalThis.fetch(...args),
  timeoutMs = API_TIMEOUT_MS,
}: ApiClientOptions): ApiClient {
  async function request<T>(method: string, path: string, body: unknown, schema?: Schema<T>) {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const token = await getToken();
    if (token) headers.Authorization = `Bearer ${token}`;

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      });
    } catch (error) {
      if (controller.signal.aborted) {
        throw new ApiError('timeout', 'The server took too long to answer.', 0);
      }
      throw new ApiError('network_error', `Could not reach the server: ${String(error)}`, 0);
    } finally {
      clearTimeout(timer);
    }

    const data = await readJson(response);
    if (!response.ok) {
      const error = await readErrorBody(data);
      if (error) throw new ApiError(error.code, error.message, response.status);
      throw new ApiError(
        'invalid_response',
        `Unexpected HTTP ${response.status}.`,
        response.status,
      );
    }
    if (!schema) return undefined;
    try {
      return schema.parse(data);
    } catch {
      throw new ApiError(
        'invalid_response',
        'The server answer did not match the contract.',
        response.status,
      );
    }
  }

  return {
    // With a schema the answer is always parsed, so it cannot be undefined.
    get: async <T>(path: string, schema: Schema<T>) =>
      (await request('GET', path, undefined, schema)) as T,
    post: (path, body, schema) => request('POST', path, body, schema),
    put: async <T>(path: string, body: unknown, schema: Schema<T>) =>
      (await request('PUT', path, body, schema)) as T,
  };
}
