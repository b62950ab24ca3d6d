import { errorStatuses, type ErrorBody, type ErrorCode } from '@rewright/contracts';

export type ErrorDetails = NonNullable<ErrorBody['error']['details']>;

/**
 * An error meant for the caller: a code from the contracts and a message a user can read.
 * The errors plugin turns it into `{ error: { code, message } }` with the status of its code.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  /** Figures a client acts on, sent as `error.details` (402: credits needed and remaining). */
  readonly details: ErrorDetails | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options?: { cause?: unknown; details?: ErrorDetails },
  ) {
    super(message, options);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = errorStatuses[code];
    this.details = options?.details;
  }
}
