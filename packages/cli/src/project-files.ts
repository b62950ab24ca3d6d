import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ProjectFile } from './converter';

// Shared Node logic: moves to `packages/workspace` (with write-output.ts) when the desktop app needs it.

export interface ReadProjectOptions {
  /** Lower-case extensions with the dot, e.g. `.js`. */
  extensions: readonly string[];
  /** Absolute folders never read, e.g. the output folder. */
  skipFolders?: readonly string[];
}

/** Dependencies, build output and test-run artefacts: never a suite's sources. */
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  'dist',
  'build',
  'coverage',
  'playwright-report',
  'test-results',
]);

/** A file or folder that exists but cannot be read: the CLI reports it as unreadable input. */
export class UnreadableInputError extends Error {
  constructor(
    readonly filePath: string,
    cause: unknown,
  ) {
    super(`cannot read ${filePath}: ${describeFsError(cause)}`, { cause });
  }
}

/**
 * Reads every source file under `root`, in a stable order, with paths relative to `root` and
 * `/`-separated. Skips `SKIPPED_FOLDERS`, dot-folders and dot-files (VCS data, editor settings, tool
 * caches), type declarations (`.d.ts`: no tests in them) and the folders in `skipFolders`.
 * Symbolic links to folders are not followed, so a link loop cannot hang the scan.
 */
export async function readProjectFiles(
  root: string,
  options: ReadProjectOptions,
): Promise<ProjectFile[]> {
  const base = path.resolve(root);
  const skip = new Set((options.skipFolders ?? []).map((folder) => path.resolve(folder)));
  const files: ProjectFile[] = [];

  async function visit(folder: string): Promise<void> {
    const entries = await readdir(folder, { withFileTypes: true }).catch((error: unknown) => {
      throw new UnreadableInputError(folder, error);
    });
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const absolute = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name) && !skip.has(absolute)) await visit(absolute);
      } else if ((entry.isFile() || entry.isSymbolicLink()) && isSourceFile(entry.name, options)) {
        const source = await readFile(absolute, 'utf8').catch((error: unknown) => {
          // A dangling link is not a source file; anything else the user must fix.
          if (entry.isSymbolicLink() && isMissing(error)) return undefined;
          throw new UnreadableInputError(absolute, error);
        });
        if (source !== undefined) {
          files.push({ path: path.relative(base, absolute).split(path.sep).join('/'), source });
        }
      }
    }
  }

  await visit(base);
  return files;
}

function isSourceFile(name: string, options: ReadProjectOptions): boolean {
  const lower = name.toLowerCase();
  if (/\.d\.[cm]?ts$/.test(lower)) return false;
  return options.extensions.includes(path.extname(lower));
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

export function describeFsError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  const reasons: Record<string, string> = {
    ENOENT: 'no such file or folder',
    EACCES: 'permission denied',
    EPERM: 'operation not permitted',
    ENOTDIR: 'not a folder',
    EISDIR: 'is a folder',
    EEXIST: 'already exists',
    EROFS: 'read-only file system',
    ENOSPC: 'no space left on device',
  };
  return (code && reasons[code]) ?? (error instanceof Error ? error.message : String(error));
}
