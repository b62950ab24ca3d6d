/**
 * Node-only entry: reads a project folder (skipping `node_modules` and build output) and converts
 * it with the pure core on a thread with a large stack (`deep-stack.ts`), so deeply nested files
 * convert too. Writing the result is the caller's job (the CLI decides where and whether).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { ConvertProjectOptions, Diagnostic, ProjectFile, ProjectResult } from './api.js';
import { convertFilesInWorker } from './deep-stack.js';
import { convertingKinds, readExtensions } from './kinds.js';
import { decodeSourceText, withUnreadFiles } from './source-text.js';

const skippedDirectories = new Set([
  'node_modules',
  '.git',
  'dist',
  'build',
  'coverage',
  'playwright-report',
  'test-results',
]);
/** The files of every kind the engine converts, and the data files they read (`kinds.ts`). */
const sourceExtensions = readExtensions(convertingKinds());

/** Reads every source file under `dir`; a file that is not valid text is skipped (see `convertProject`). */
export async function readProjectFiles(dir: string): Promise<ProjectFile[]> {
  return (await readProject(dir)).files;
}

async function readProject(dir: string): Promise<{ files: ProjectFile[]; unread: Diagnostic[] }> {
  const files: ProjectFile[] = [];
  const unread: Diagnostic[] = [];
  const walk = async (current: string): Promise<void> => {
    const entries = await readdir(current, { withFileTypes: true });
    entries.sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      const full = join(current, entry.name);
      if (entry.isDirectory()) {
        if (!skippedDirectories.has(entry.name) && !entry.name.startsWith('.')) await walk(full);
      } else if (
        entry.isFile() &&
        sourceExtensions.some((ext) => entry.name.endsWith(ext)) &&
        !entry.name.endsWith('.d.ts')
      ) {
        const path = relative(dir, full).split(sep).join('/');
        const decoded = decodeSourceText(await readFile(full), path);
        if ('source' in decoded) files.push({ path, source: decoded.source });
        else unread.push(decoded.diagnostic);
      }
    }
  };
  await walk(dir);
  return { files, unread };
}

/**
 * Reads `dir` and converts every source file in it on a thread with a large stack; a file that is
 * not valid text is an unconverted file with an error.
 */
export async function convertProject(
  dir: string,
  options: ConvertProjectOptions = {},
): Promise<ProjectResult> {
  const { files, unread } = await readProject(dir);
  return withUnreadFiles(await convertFilesInWorker(files, options), unread);
}

export {
  convertFilesInWorker,
  liveAppLookupsInWorker,
  prepareEngineThread,
  workerStackSizeMb,
} from './deep-stack.js';
// Types only: the engine itself (TypeScript, Prettier) loads on the worker thread, not here;
// `convert` and `convertFiles` on the calling thread come from `@rewright/converter`.
export type * from './api.js';
