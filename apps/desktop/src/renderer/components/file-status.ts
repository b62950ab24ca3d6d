import type { ConvertedFile } from '@rewright/converter';

/** What a conversion made of one file of the project. */
export type FileStatus = 'converted' | 'converted-with-todos' | 'not-converted' | 'error';

export const FILE_STATUS_LABELS: Record<FileStatus, string> = {
  converted: 'Converted',
  'converted-with-todos': 'Converted with TODOs',
  'not-converted': 'Not converted',
  error: 'Error',
};

const TODO_MARKER = 'TODO(rewright)';

/**
 * A file's status once a conversion is done: its code written without a TODO, or with one left
 * inside; no code because it could not be converted (an error diagnostic says why); or not
 * converted at all (absent from the result). A Protractor configuration has no code of its own:
 * it becomes the generated `playwright.config.ts`, so it counts as converted unless it failed.
 */
export function fileStatusOf(converted: ConvertedFile | undefined): FileStatus {
  if (!converted) return 'not-converted';
  if (converted.code !== undefined) {
    return converted.code.includes(TODO_MARKER) ? 'converted-with-todos' : 'converted';
  }
  if (converted.diagnostics.some((diagnostic) => diagnostic.severity === 'error')) return 'error';
  return converted.role === 'config' ? 'converted' : 'not-converted';
}
