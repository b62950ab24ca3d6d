import { errorStatuses, type ErrorBody, type ErrorCode } from '@rewright/contracts';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifySchemaValidationError,
} from 'fastify';
import fp from 'fastify-plugin';
import { AppError, type ErrorDetails } from '../app-error';

const internalMessage = 'Something went wrong on our side. Please try again later.';
const unstorableTextMessage =
  'The request contains a character that cannot be stored (such as NUL, U+0000); remove it and try again.';

/**
 * PostgreSQL refuses U+0000 in text (SQLSTATE 22021) and unconvertible characters (22P05). The
 * contracts refuse NUL in every stored field with a 400 naming it; this is the net for a string
 * that reaches the database without that check: still the caller's bad input, not a 500.
 */
function isUnstorableText(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (code === '22021' || code === '22P05') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The one error handler and the one not-found handler: every error leaves as `{ error: { code, message } }`. */
export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof AppError) {
        if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
        return sendError(reply, error.code, error.message, undefined, error.details);
      }
      if (error.validation) {
        return sendError(
          reply,
          'invalid_input',
          describeValidation(error.validation, error.validationContext),
        );
      }
      if (isUnstorableText(error)) {
        return sendError(reply, 'invalid_input', unstorableTextMessage);
      }
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        // Details (stack, SQL, upstream answers) go to the log only.
        request.log.error({ err: error }, 'request failed');
        return sendError(reply, 'internal', internalMessage);
      }
      // Fastify's own 4xx (bad JSON, unsupported media type, body too large) carry readable messages.
      return sendError(reply, codeForStatus(status), readableClientError(error), status);
    });

    app.setNotFoundHandler((request, reply) =>
      sendError(
        reply,
        'not_found',
        `There is no ${request.method} ${request.url.split('?')[0]} in this API.`,
      ),
    );
  },
  { name: 'errors' },
);

function sendError(
  reply: FastifyReply,
  code: ErrorCode,
  message: string,
  status: number = errorStatuses[code],
  details?: ErrorDetails,
) {
  const body: ErrorBody = { error: { code, message, ...(details ? { details } : {}) } };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

function codeForStatus(status: number): ErrorCode {
  const match = (Object.entries(errorStatuses) as [ErrorCode, number][]).find(
    ([, s]) => s === status,
  );
  return match ? match[0] : 'invalid_input';
}

function readableClientError(error: FastifyError): string {
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return 'The request body is not valid JSON.';
  }
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
    return 'The request body is empty; send a JSON object.';
  return error.message;
}

/** "email: Invalid email address" — names the field so a form can show it beside the input. */
function describeValidation(
  issues: FastifySchemaValidationError[],
  context: string | undefined,
): string {
  const first = issues[0];
  if (!first) return 'The request is not valid.';
  const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (field === '')
    return `The request ${context ?? 'body'} is missing or not valid: ${first.message}`;
  if (/received undefined/.test(first.message ?? '')) return `${field} is required.`;
  return `${field}: ${first.message}`;
}
