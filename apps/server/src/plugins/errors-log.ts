import type { FastifyRequest } from 'fastify';

/**
 * What the server's log may say about an error and a request. Personal data must not reach the
 * log, and errors carry it in several places: drizzle's DrizzleQueryError puts the query's
 * parameters (a user's name, e-mail, phone...) into its message, stack and `params`; PostgreSQL
 * errors (PGlite's and postgres.js's) add `detail` ("Failing row contains (...)", "Key (email)=(...)"),
 * `where` and the query again. So an error is logged by an allow-list of fields, recursively through
 * `cause`, and a request by its method and path, never its query string or body.
 */
export const logSerializers = {
  err: (error: Error) => errorForLog(error),
  req: requestForLog,
};

export interface LoggedError {
  [field: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * Diagnostic fields without values in them: the SQLSTATE and which constraint, table or column,
 * under one name whichever driver raised it (PGlite says `constraint`, postgres.js
 * `constraint_name`), so a log query works on both databases.
 */
const safeFields: Record<string, readonly string[]> = {
  code: ['code'],
  statusCode: ['statusCode'],
  severity: ['severity'],
  routine: ['routine'],
  constraint: ['constraint', 'constraint_name'],
  table: ['table', 'table_name'],
  column: ['column', 'column_name'],
};

const maxCauseDepth = 5;

export function errorForLog(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: '[not an Error]', stack: '' };
  const message = withoutParameters(error.message);
  const logged: LoggedError = {
    type: error.constructor.name || error.name,
    message,
    stack: stackWithMessage(error, message),
  };
  const fields = error as unknown as Record<string, unknown>;
  for (const [field, sources] of Object.entries(safeFields)) {
    const value = sources.map((source) => fields[source]).find(isLoggable);
    if (value !== undefined) logged[field] = value;
  }
  if (error.cause !== undefined && depth < maxCauseDepth) {
    logged.cause = errorForLog(error.cause, depth + 1);
  }
  return logged;
}

function isLoggable(value: unknown): value is string | number {
  return typeof value === 'string' || typeof value === 'number';
}

function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0] ?? '',
    host: request.host,
    remoteAddress: request.ip,
  };
}

/**
 * drizzle: "Failed query: insert ... values ($1, $2)\nparams: Ada,ada@example.com" keeps its SQL;
 * PostgreSQL's 'invalid input syntax for type uuid: "ada@example.com"' loses the value it quotes.
 */
function withoutParameters(message: string): string {
  const at = message.indexOf('\nparams:');
  const sql = at === -1 ? message : `${message.slice(0, at)} [parameters not logged]`;
  return sql.replace(
    /^(invalid input (?:syntax|value) for [^:]*): ".*"$/s,
    '$1: [value not logged]',
  );
}

/** The stack's frames under the cleaned first line (V8 repeats the message there). */
function stackWithMessage(error: Error, message: string): string {
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return [`${error.name}: ${message}`, ...frames].join('\n');
}
