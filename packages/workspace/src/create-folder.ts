import { constants } from 'node:fs';
import { access, mkdir, open, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { describeFsError } from './fs-errors';
import { BrokenLinkError, resolveRealPath } from './real-paths';

/** A folder that cannot be created or written into; the message says which and why. */
export class FolderError extends Error {}

/**
 * Creates `folder` (and its missing parents) and checks that a file can be created in it, so a run
 * that could not write its output stops before converting anything.
 *
 * One level at a time, not `mkdir({ recursive: true })`: that never returns on a path under
 * `/proc` (the kernel answers ENOENT for a parent that exists, and Node retries forever).
 */
export async function createWritableFolder(folder: string, label: string): Promise<void> {
  await probeWritable(await createFolder(folder, label), folder, label);
}

/** Creates `folder` and its missing parents, one level at a time; returns its real path. */
export async function createFolder(folder: string, label: string): Promise<string> {
  const { existing, existingIsFolder, exists, real } = await resolveFolder(folder, label);
  if (!existingIsFolder) throw notAFolder(folder, label, existing, exists);
  let current = existing;
  for (const part of path.relative(existing, real).split(path.sep).filter(Boolean)) {
    current = path.join(current, part);
    try {
      await mkdir(current);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EEXIST' && (await isFolder(current))) continue;
      const reason =
        code === 'ENOENT' ? 'the file system does not allow creating it' : describeFsError(error);
      throw new FolderError(`cannot create ${label} ${folder}: ${reason}`);
    }
  }
  return real;
}

/**
 * For a dry run, which creates nothing: the folder or its nearest existing ancestor must be a
 * folder we may write into.
 */
export async function checkFolderCouldBeCreated(folder: string, label: string): Promise<void> {
  const { existing, existingIsFolder, exists } = await resolveFolder(folder, label);
  if (!existingIsFolder) throw notAFolder(folder, label, existing, exists);
  await access(existing, constants.W_OK | constants.X_OK).catch((error: unknown) => {
    throw new FolderError(`cannot write into ${label} ${folder}: ${describeFsError(error)}`);
  });
}

function notAFolder(folder: string, label: string, existing: string, exists: boolean) {
  return new FolderError(
    exists
      ? `${label} ${folder} is a file, not a folder`
      : `cannot create ${label} ${folder}: ${existing} is a file, not a folder`,
  );
}

async function resolveFolder(folder: string, label: string) {
  try {
    return await resolveRealPath(folder);
  } catch (error) {
    const reason = error instanceof BrokenLinkError ? error.message : describeFsError(error);
    throw new FolderError(`cannot create ${label} ${folder}: ${reason}`);
  }
}

async function isFolder(target: string): Promise<boolean> {
  return stat(target).then(
    (info) => info.isDirectory(),
    () => false,
  );
}

/** Creates and removes an empty file: the only reliable test (root passes `access`, /proc does not let it create). */
async function probeWritable(real: string, folder: string, label: string): Promise<void> {
  const probe = path.join(real, `.rewright-write-check-${process.pid}`);
  try {
    const flags =
      constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0);
    await (await open(probe, flags, 0o600)).close();
  } catch (error) {
    throw new FolderError(`cannot write into ${label} ${folder}: ${describeFsError(error)}`);
  }
  await unlink(probe).catch(() => undefined);
}
