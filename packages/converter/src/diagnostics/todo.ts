/**
 * The TODO writer: every construct the converter leaves untouched gets one comment line above its
 * statement, in a format a team can grep for and tools can parse back.
 */
import { messageFor, type DiagnosticCode } from './catalogue.js';

export const todoPrefix = '// TODO(rewright):';

export function todoComment(code: DiagnosticCode, detail?: string): string {
  return `${todoPrefix} ${code}: ${messageFor(code, detail)}`;
}

/** How many TODO markers a converted text contains (for the project report). */
export function countTodos(code: string): number {
  let count = 0;
  let index = code.indexOf(todoPrefix);
  while (index !== -1) {
    count += 1;
    index = code.indexOf(todoPrefix, index + todoPrefix.length);
  }
  return count;
}
