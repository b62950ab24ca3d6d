/**
 * A failure of the engine itself on one file, as a diagnostic: running out of call stack on
 * deeply nested input gets its own code (the file is too deep, not the converter broken), anything
 * else is an internal error. Either way only that file is lost.
 */
import type { Diagnostic } from '../api.js';
import { messageFor, severityOf } from './catalogue.js';

/** Whether `error` is the engine running out of call stack (V8's RangeError). */
export function isStackOverflow(error: unknown): boolean {
  return error instanceof RangeError && /call stack/i.test(error.message);
}

export function engineFailure(path: string, error: unknown): Diagnostic {
  if (isStackOverflow(error)) {
    return {
      path,
      line: 1,
      column: 1,
      rule: 'engine/too-deep',
      severity: severityOf('engine/too-deep'),
      message: messageFor('engine/too-deep'),
    };
  }
  return {
    path,
    line: 1,
    column: 1,
    rule: 'engine/internal-error',
    severity: severityOf('engine/internal-error'),
    message: `${messageFor('engine/internal-error')}: ${error instanceof Error ? error.message : String(error)}`,
  };
}
