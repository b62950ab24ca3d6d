import type { Operation } from '@rewright/contracts';
import type { FastifyInstance } from 'fastify';

type Present<O extends Operation, From extends keyof Operation, To extends string> = O extends {
  readonly [K in From]: infer Schema;
}
  ? { [K in To]: Schema }
  : unknown;

/** The schema part of a route: OpenAPI metadata plus the operation's own zod schemas. */
export type OperationSchema<O extends Operation> = {
  tags: string[];
  summary: string;
  security?: { bearer: never[] }[];
  response: O['responses'];
} & Present<O, 'params', 'params'> &
  Present<O, 'query', 'querystring'> &
  Present<O, 'body', 'body'>;

export interface OperationRouteOptions<O extends Operation> {
  method: O['method'];
  url: O['path'];
  onRequest?: FastifyInstance['authenticate'];
  schema: OperationSchema<O>;
}

/**
 * The route options of one contracts operation: method, path and schemas exactly as declared, the
 * `authenticate` hook and the OpenAPI security entry when it needs a bearer token. Every API route
 * is registered with it, so the handler's `request.params/query/body` and its replies are typed
 * from the contract:
 *
 *     app.route({ ...routeOf(app, getOwnProfileOperation), handler: async (request) => … });
 *
 * Route-only settings (rate limit, body limit) are added beside the spread.
 */
export function routeOf<const O extends Operation>(
  app: Pick<FastifyInstance, 'authenticate'>,
  operation: O,
): OperationRouteOptions<O> {
  const bearer = operation.auth === 'bearer';
  const schema = {
    tags: [...operation.tags],
    summary: operation.summary,
    ...(bearer ? { security: [{ bearer: [] }] } : {}),
    ...(operation.params ? { params: operation.params } : {}),
    ...(operation.query ? { querystring: operation.query } : {}),
    ...(operation.body ? { body: operation.body } : {}),
    response: operation.responses,
  } as OperationSchema<O>;
  return {
    method: operation.method,
    url: operation.path,
    ...(bearer ? { onRequest: app.authenticate } : {}),
    schema,
  };
}
