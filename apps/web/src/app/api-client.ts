import type {
  ErrorBody,
  ErrorCode,
  Operation,
  OperationRequest,
  OperationResult,
} from '@rewright/contracts';

/**
 * The one way the site calls its API: `api.call(operation, { params, query, body })` with an
 * operation from the contracts (method, path and schemas declared once, shared with the server).
 * JSON in and out, a bearer token when signed in, a 10 s timeout, the answer parsed with the
 * operation's success schema, and failures as `ApiError`. This module takes only types from the
 * contracts: the operation a caller passes brings its schemas (and zod) along, so the home page,
 * which calls nothing, downloads neither.
 */
export const API_TIMEOUT_MS = 10_000;

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

/** The second argument of `call`: required when the operation has a path parameter or a body. */
export type CallInput<O extends Operation> =
  object extends OperationRequest<O> ? [input?: OperationRequest<O>] : [input: OperationRequest<O>];

export interface ApiClient {
  call<O extends Operation>(operation: O, ...input: CallInput<O>): Promise<OperationResult<O>>;
}

type Values = Record<string, unknown> | undefined;

/** A call's input once its operation's types have done their work. */
export interface RawCallInput {
  params?: Values;
  query?: Values;
  body?: unknown;
}

/** The operation's path under the base, parameters substituted and encoded, plus the query. */
function operationUrl(operation: Operation, params: Values, query: Values): string {
  const path = operation.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${operation.method} ${operation.path} needs the path parameter ${name}.`);
    }
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(name, String(value));
  }
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
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
  async function call(operation: Operation, input: RawCallInput = {}) {
    const { body } = input;
    const path = operationUrl(operation, input.params, input.query);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const token = await getToken();
    if (token) headers.Authorization = `Bearer ${token}`;

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}${path}`, {
        method: operation.method,
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
    const schema = operation.responses[response.status];
    try {
      if (!schema) throw new Error(`HTTP ${response.status} is not a declared answer.`);
      // An empty answer (204) is the contract's null.
      return schema.parse(data === undefined ? null : data);
    } catch {
      throw new ApiError(
        'invalid_response',
        'The server answer did not match the contract.',
        response.status,
      );
    }
  }

  return {
    call: <O extends Operation>(operation: O, ...[input]: CallInput<O>) =>
      call(operation, input as RawCallInput | undefined) as Promise<OperationResult<O>>,
  };
}
