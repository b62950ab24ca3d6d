import {
  ErrorBodySchema,
  type Operation,
  type OperationResult,
  type SuccessSchema,
} from '@rewright/contracts';
import type { z } from 'zod';
import { notSignedIn, WorkspaceError } from './errors';
import { jsonOf, reach } from './reach';
import { invalidAnswer, serverName } from './server-settings';
import type { Credentials } from './session';

/** An error answer of the API other than 401: its code, status and the message for users. */
export class ApiError extends WorkspaceError {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Figures some errors add (402 insufficient_credits: credits_needed, credits_remaining). */
    readonly details: Record<string, number | string> = {},
  ) {
    super('unreachable', message);
  }
}

/**
 * Calls one API operation (a `defineOperation` of contracts) with the caller's token and parses
 * the answer with its schema. 401 means the token is no longer accepted: not signed in.
 */
export async function callApi<O extends Operation>(
  operation: O,
  credentials: Credentials,
  options: { body?: unknown; fetch?: typeof fetch } = {},
): Promise<OperationResult<O>> {
  return (await callApiWithStatus(operation, credentials, options)).data;
}

/** `callApi`, also telling which success status answered (e.g. 201 created, 200 replayed). */
export async function callApiWithStatus<O extends Operation>(
  operation: O,
  credentials: Credentials,
  options: { body?: unknown; fetch?: typeof fetch } = {},
): Promise<{ status: number; data: OperationResult<O> }> {
  const service = serverName(credentials.server);
  const response = await reach(
    options.fetch ?? fetch,
    `${credentials.server}/api/v1${operation.path}`,
    {
      method: operation.method,
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${credentials.accessToken}`,
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    },
    service,
  );
  const body = await jsonOf(response);
  const schema = operation.responses[response.status] as z.ZodType | undefined;
  if (response.ok && schema) {
    const parsed = schema.safeParse(body);
    if (parsed.success) return { status: response.status, data: parsed.data as OperationResult<O> };
    throw invalidAnswer(service, response.status);
  }
  if (response.status === 401) {
    throw notSignedIn(
      credentials.source === 'environment'
        ? 'The server refused REWRIGHT_TOKEN (expired or not a Rewright access token)'
        : 'The server no longer accepts your sign-in',
    );
  }
  const error = ErrorBodySchema.safeParse(body);
  if (error.success && response.status < 500)
    throw new ApiError(
      response.status,
      error.data.error.code,
      error.data.error.message,
      error.data.error.details,
    );
  throw invalidAnswer(service, response.status);
}

export type { SuccessSchema };
