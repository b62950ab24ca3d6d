import { randomBytes } from 'node:crypto';
import { chmod, lstat, mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { WorkspaceError } from './errors';
import { describeFsError } from './fs-errors';
import { StoredSessionSchema, type StoredSession, type TokenStore } from './token-store';

export const CREDENTIALS_FILE = 'credentials.json';

export interface FileTokenStoreOptions {
  /** The folder, created 0700 when missing (`configDir()`). */
  folder: string;
  /** Told when the file had to be repaired or was ignored; the CLI prints it to stderr. */
  onWarning?: (message: string) => void;
  platform?: NodeJS.Platform;
}

/**
 * The CLI's sign-in: one JSON file readable by its owner only (0600) in a 0700 folder, written
 * atomically (a new 0600 file renamed over the old). A file other users can read is repaired
 * (and the user told, since its tokens may have been read); one that is not a regular file or
 * belongs to another user is refused. Windows has no POSIX modes: the folder under %APPDATA% is
 * the user's own.
 */
export function createFileTokenStore(options: FileTokenStoreOptions): TokenStore {
  const file = path.join(options.folder, CREDENTIALS_FILE);
  const isPosix = (options.platform ?? process.platform) !== 'win32';
  const refuse = (reason: string, cause?: unknown) =>
    new WorkspaceError('credentials', `Cannot use the sign-in stored in ${file}: ${reason}.`, {
      cause,
    });

  return {
    location: file,

    async read() {
      const info = await lstat(file).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw refuse(describeFsError(error), error);
      });
      if (info === undefined) return undefined;
      if (!info.isFile()) throw refuse('it is not a regular file; remove it and sign in again');
      if (isPosix) {
        if (process.getuid && info.uid !== process.getuid())
          throw refuse('it belongs to another user; remove it and sign in again');
        if ((info.mode & 0o077) !== 0) {
          await chmod(file, 0o600);
          options.onWarning?.(
            `${file} could be read by other users (mode ${(info.mode & 0o777).toString(8)}); it is now 0600. If someone else may have read it, run 'rewright logout' and sign in again.`,
          );
        }
      }
      const text = await readFile(file, 'utf8').catch((error: unknown) => {
        throw refuse(describeFsError(error), error);
      });
      const parsed = StoredSessionSchema.safeParse(safeJson(text));
      if (!parsed.success) {
        options.onWarning?.(`${file} is not a sign-in rewright wrote; it was ignored.`);
        return undefined;
      }
      return parsed.data;
    },

    async write(session: StoredSession) {
      await mkdir(options.folder, { recursive: true, mode: 0o700 });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      // 'wx' with mode 0600: the tokens never sit in a file anyone else could open.
      const handle = await open(temporary, 'wx', 0o600);
      try {
        await handle.writeFile(`${JSON.stringify(session, null, 2)}\n`, 'utf8');
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temporary, file).catch(async (error: unknown) => {
        await rm(temporary, { force: true });
        throw refuse(describeFsError(error), error);
      });
    },

    async delete() {
      await rm(file, { force: true });
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
