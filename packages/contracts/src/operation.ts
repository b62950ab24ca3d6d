import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * How a caller proves who it is: a bearer access token, nothing, or (the payment provider's
 * webhook) a signature over the raw body that the route itself checks.
 */
export type OperationAuth = 'bearer' | 'none' | 'signature';

/** The statuses that carry a result; any other declared status is an error answer. */
export type SuccessStatus = 200 | 201 | 202 | 204;

/**
 * One API operation: everything a server route and a client need to agree on. `path` is relative
 * to `/api/v1` and names its parameters Fastify's way (`/downloads/:platform/link`); `params`,
 * `query` and `body` are the request's schemas, `responses` the answer's per HTTP status.
 */
export interface Operation {
  readonly method: HttpMethod;
  readonly path: `/${string}`;
  readonly auth: OperationAuth;
  readonly tags: readonly string[];
  readonly summary: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly responses: { readonly [status: number]: z.ZodType };
}

/** Declares an operation, keeping every literal (method, path, statuses, schemas) in its type. */
export function defineOperation<const O extends Operation>(operation: O): O {
  return operation;
}

/** The schema of the operation's success answers (the union when it has several, e.g. 200 and 201). */
export type SuccessSchema<O extends Operation> = O['responses'][Extract<
  keyof O['responses'],
  SuccessStatus
>];

/** What a client receives on success: the parsed success answer. */
export type OperationResult<O extends Operation> = z.output<SuccessSchema<O>>;

type Part<O extends Operation, K extends 'params' | 'query' | 'body'> = O[K] extends z.ZodType
  ? undefined extends z.input<O[K]>
    ? { [P in K]?: z.input<O[K]> }
    : { [P in K]: z.input<O[K]> }
  : { [P in K]?: never };

/** What a client sends: the path parameters, the query and the body, each as its schema's input. */
export type OperationRequest<O extends Operation> = Part<O, 'params'> &
  Part<O, 'query'> &
  Part<O, 'body'>;

/** The names of a path's parameters (`'platform'` for `/downloads/:platform/link`). */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z_]\w*)/g)].map((match) => match[1] as string);
}

/** True for a value made by `defineOperation` (used by tests that list every operation). */
export function isOperation(value: unknown): value is Operation {
  return (
    typeof value === 'object' &&
    value !== null &&
    'method' in value &&
    'path' in value &&
    'responses' in value &&
    'auth' in value
  );
}
