import { lstat, realpath, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where a path really leads once every symbolic link along it is followed, also for a path that
 * does not exist yet (an output folder still to be created): its nearest existing ancestor is
 * resolved and the missing rest appended. Comparing these, not the typed paths, is what tells that
 * `--out pw` is the source folder when `pw` is a link to it.
 */
export interface RealPath {
  /** Absolute, every existing part resolved. */
  real: string;
  /** The nearest existing ancestor (or the path itself), resolved. */
  existing: string;
  /** What `existing` is: a folder, or something else that cannot hold the missing rest. */
  existingIsFolder: boolean;
  /** The path itself exists. */
  exists: boolean;
}

/** A part of the path is a link to nothing: creating the missing rest would go through it. */
export class BrokenLinkError extends Error {
  constructor(readonly link: string) {
    super(`${link} is a broken symbolic link`);
  }
}

export async function resolveRealPath(target: string): Promise<RealPath> {
  const absolute = path.resolve(target);
  const missing: string[] = [];
  let current = absolute;
  for (;;) {
    const resolved = await realpath(current).catch((error: unknown) => {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
      throw error;
    });
    if (resolved !== undefined) {
      const info = await stat(resolved);
      return {
        real: path.join(resolved, ...missing.toReversed()),
        existing: resolved,
        existingIsFolder: info.isDirectory(),
        exists: missing.length === 0,
      };
    }
    // realpath fails on a link to nothing as on a missing entry; lstat tells them apart.
    if (
      await lstat(current).then(
        (info) => info.isSymbolicLink(),
        () => false,
      )
    ) {
      throw new BrokenLinkError(current);
    }
    const parent = path.dirname(current);
    if (parent === current) throw new Error(`cannot resolve ${absolute}`);
    missing.push(path.basename(current));
    current = parent;
  }
}

/** `child` is strictly below `parent` (both absolute and normalised). */
export function isInside(child: string, parent: string): boolean {
  const relative = path.relative(parent, child);
  return (
    relative !== '' &&
    relative !== '..' &&
    !relative.startsWith(`..${path.sep}`) &&
    !path.isAbsolute(relative)
  );
}

export function isSameOrInside(child: string, parent: string): boolean {
  return child === parent || isInside(child, parent);
}
