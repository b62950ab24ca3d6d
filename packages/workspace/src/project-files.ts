import { constants, type Dirent, type Stats } from 'node:fs';
import { lstat, open, readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { decodeSourceText } from '@rewright/converter/source-text';
import type { Diagnostic, ProjectFile } from '@rewright/converter';
import { describeFsError } from './fs-errors';
import { isSameOrInside } from './real-paths';

export const NOT_A_REGULAR_FILE_RULE = 'read/not-a-regular-file';

export interface ReadProjectOptions {
  /** Lower-case extensions with the dot, e.g. `.js`. */
  extensions: readonly string[];
  /** Folders never read, e.g. the output folder; compared once symbolic links are followed. */
  skipFolders?: readonly string[];
}

export interface ProjectRead {
  /** The project folder, every symbolic link resolved: no output goes into it. */
  root: string;
  files: ProjectFile[];
  /** One error per file named like a source file that was not read: not a regular file, not valid text. */
  unread: Diagnostic[];
  /** Every regular file read (valid text or not), by its real path: what must never be overwritten. */
  realPaths: string[];
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
 *
 * Only regular files are read: a FIFO, socket or device (or a link to one) named like a source file
 * would block the read forever or never end, so it gets a diagnostic instead. A link to a folder is
 * followed when it leads out of the tree (a shared folder of page objects); one that leads back
 * into it is not (its files are read under their own path), and no folder is read twice, so a link
 * loop cannot hang the scan.
 */
export async function readProjectFiles(
  root: string,
  options: ReadProjectOptions,
): Promise<ProjectRead> {
  const base = await realpath(root).catch((error: unknown) => {
    throw new UnreadableInputError(root, error);
  });
  const skip = await Promise.all(
    (options.skipFolders ?? []).map((folder) => realpath(folder).catch(() => path.resolve(folder))),
  );
  const visited = new Set<string>([base]);
  const files: ProjectFile[] = [];
  const unread: Diagnostic[] = [];
  const realPaths: string[] = [];

  /** `folder` as it is reached from `root`, `realFolder` where it really is. */
  async function visit(folder: string, realFolder: string): Promise<void> {
    const entries = await readdir(folder, { withFileTypes: true }).catch((error: unknown) => {
      throw new UnreadableInputError(folder, error);
    });
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const absolute = path.join(folder, entry.name);
      const relative = path.relative(base, absolute).split(path.sep).join('/');
      const isLink = entry.isSymbolicLink();
      const info = await statOf(entry, absolute);
      if (info === 'missing') continue; // a dangling link is not a source file
      if (info === 'loop') {
        if (isSourceFile(entry.name, options))
          unread.push(notRead(relative, 'a symbolic link loop'));
      } else if (info.isDirectory()) {
        if (SKIPPED_FOLDERS.has(entry.name)) continue;
        const real = isLink ? await realPathOf(absolute) : path.join(realFolder, entry.name);
        if (isLink && isSameOrInside(real, base)) continue;
        if (visited.has(real) || skip.some((folder) => isSameOrInside(real, folder))) continue;
        visited.add(real);
        await visit(absolute, real);
      } else if (isSourceFile(entry.name, options)) {
        const read = info.isFile() ? await readRegularFile(absolute) : info;
        const real = isLink ? await realPathOf(absolute) : path.join(realFolder, entry.name);
        if (read instanceof Uint8Array) {
          realPaths.push(real);
          const decoded = decodeSourceText(read, relative);
          if ('source' in decoded) files.push({ path: relative, source: decoded.source });
          else unread.push(decoded.diagnostic);
        } else {
          const kind = specialKind(read);
          unread.push(notRead(relative, isLink ? `a symbolic link to ${real}, ${kind}` : kind));
        }
      }
    }
  }

  await visit(base, base);
  return { root: base, files, unread, realPaths };
}

async function realPathOf(absolute: string): Promise<string> {
  return realpath(absolute).catch((error: unknown) => {
    throw new UnreadableInputError(absolute, error);
  });
}

/** What the entry is, links followed; the directory entry's own type saves a call when it has one. */
async function statOf(entry: Dirent, absolute: string): Promise<Stats | 'missing' | 'loop'> {
  if (!entry.isSymbolicLink() && (entry.isFile() || entry.isDirectory())) {
    return entry.isFile() ? FILE : FOLDER;
  }
  try {
    return await (entry.isSymbolicLink() ? stat(absolute) : lstat(absolute));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return 'missing';
    if (code === 'ELOOP') return 'loop';
    throw new UnreadableInputError(absolute, error);
  }
}

const FILE = { isFile: () => true, isDirectory: () => false } as Stats;
const FOLDER = { isFile: () => false, isDirectory: () => true } as Stats;

/**
 * The file's bytes, or what it turned out to be when it is not a regular file. Opened without
 * blocking (a FIFO put in its place meanwhile does not wait for a writer) and checked on the open
 * handle, so what is read is what was checked.
 */
async function readRegularFile(absolute: string): Promise<Uint8Array | Stats> {
  const flags = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOCTTY ?? 0);
  const handle = await open(absolute, flags).catch((error: unknown) => {
    throw new UnreadableInputError(absolute, error);
  });
  try {
    const info = await handle.stat();
    if (!info.isFile()) return info;
    return await handle.readFile();
  } catch (error) {
    throw new UnreadableInputError(absolute, error);
  } finally {
    await handle.close();
  }
}

function specialKind(info: Stats): string {
  if (info.isFIFO()) return 'a FIFO (named pipe)';
  if (info.isCharacterDevice()) return 'a character device';
  if (info.isBlockDevice()) return 'a block device';
  if (info.isSocket()) return 'a socket';
  return 'something other than a regular file';
}

function notRead(relative: string, what: string): Diagnostic {
  return {
    path: relative,
    line: 1,
    column: 1,
    rule: NOT_A_REGULAR_FILE_RULE,
    severity: 'error',
    message: `Not read: ${what}, not a regular file (reading it could wait forever or never end). Replace it with the source file itself or remove it from the suite`,
  };
}

function isSourceFile(name: string, options: ReadProjectOptions): boolean {
  const lower = name.toLowerCase();
  if (/\.d\.[cm]?ts$/.test(lower)) return false;
  return options.extensions.includes(path.extname(lower));
}
