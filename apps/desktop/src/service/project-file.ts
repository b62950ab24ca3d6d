import { constants } from 'node:fs';
import { open, realpath } from 'node:fs/promises';
import path from 'node:path';
import { describeFsError, isInside, WorkspaceError } from '@rewright/workspace';

/** The viewer shows source files; anything larger is not one worth showing side by side. */
const MAX_BYTES = 2 * 1024 * 1024;

/**
 * One file of a project the user picked (and scanned) in this run, for the side-by-side viewer.
 * Refused: a project not picked, a path that leads out of it (`..`, an absolute path, a link
 * pointing elsewhere), anything but a regular file, a file too large or not valid UTF-8.
 */
export async function readProjectFile(
  picked: ReadonlySet<string>,
  root: string,
  relativePath: string,
): Promise<string> {
  const projectRoot = path.resolve(root);
  if (!picked.has(projectRoot)) {
    throw new WorkspaceError('unreadable-input', `Open ${projectRoot} as a project first`);
  }
  const refuse = () =>
    new WorkspaceError('unreadable-input', `${relativePath} is not a file of ${projectRoot}`);
  if (path.isAbsolute(relativePath)) throw refuse();
  const target = path.resolve(projectRoot, relativePath);
  const [realRoot, realTarget] = await Promise.all([
    realpath(projectRoot),
    realpath(target).catch((error: unknown) => {
      throw new WorkspaceError(
        'unreadable-input',
        `Cannot read ${relativePath}: ${describeFsError(error)}`,
      );
    }),
  ]);
  if (!isInside(target, projectRoot) || !isInside(realTarget, realRoot)) throw refuse();
  // O_NONBLOCK: a FIFO named like a source never blocks the app.
  const handle = await open(realTarget, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const info = await handle.stat();
    if (!info.isFile()) throw refuse();
    if (info.size > MAX_BYTES) {
      throw new WorkspaceError('unreadable-input', `${relativePath} is too large to show`);
    }
    const bytes = await handle.readFile();
    try {
      return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    } catch {
      throw new WorkspaceError('unreadable-input', `${relativePath} is not UTF-8 text`);
    }
  } finally {
    await handle.close();
  }
}
