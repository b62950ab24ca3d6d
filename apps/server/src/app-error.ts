import { errorStatuses, type ErrorCode } from '@rewright/contracts';

/**
 * An error meant for the caller: a code from the contracts and a message a user can read.
 * The errors plugin turns it into `{ error: { code, message } }` with the status of its code.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;

  constructor(code: ErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = errorStatuses[code];
  }
}
