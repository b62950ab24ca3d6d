import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { BrokenLinkError, describeFsError, isInside, resolveRealPath } from '@rewright/workspace';
import { UsageError } from './usage-error';

export { isInside } from '@rewright/workspace';

export interface Folders {
  /** The source folder, every symbolic link resolved. */
  src: string;
  /** The output folder, every symbolic link resolved (also when it does not exist yet); never `src`, inside it or holding it. */
  out: string;
}

const COMMAND = 'rewright convert';

/**
 * Checks `<src>` and decides where the output goes. The default is `<src>-playwright` beside the
 * source, so a first run never touches the input. Paths are compared once every symbolic link is
 * followed: an `--out` that is a link to `<src>` (or to a folder inside it, or whose parent is) is
 * the source folder, and writing there would replace the originals. Refused: an output that is
 * `<src>` (converted files go to an output folder, never into the source tree), inside it (the next
 * run would read the output as input) or holds it (converted files could land among the originals).
 */
export async function resolveFolders(options: {
  cwd: string;
  src: string;
  out: string | undefined;
}): Promise<Folders> {
  const typedSrc = path.resolve(options.cwd, options.src);
  const info = await stat(typedSrc).catch((error: unknown) => {
    throw new UsageError(`cannot read ${options.src}: ${describeFsError(error)}`, COMMAND);
  });
  if (!info.isDirectory()) {
    throw new UsageError(`${options.src} is not a folder: pass the folder of the suite`, COMMAND);
  }
  const src = await realpath(typedSrc);

  const typedOut =
    options.out === undefined
      ? `${typedSrc.replace(/[\\/]+$/, '')}-playwright`
      : path.resolve(options.cwd, options.out);
  const typed = options.out ?? path.relative(options.cwd, typedOut);
  const name = options.out === undefined ? `the output folder ${typed}` : '--out';
  const resolved = await resolveRealPath(typedOut).catch((error: unknown) => {
    const reason = error instanceof BrokenLinkError ? error.message : describeFsError(error);
    throw new UsageError(`cannot use the output folder ${typed}: ${reason}`, COMMAND);
  });
  const out = resolved.real;
  // Said when a link made the difference, so the refusal is not a puzzle.
  const via = out === typedOut ? '' : ` (${typed} leads to ${out})`;

  if (out === src) {
    throw new UsageError(
      `${name} is the source folder: converted files are never written into the sources; choose a folder beside it${via}`,
      COMMAND,
    );
  }
  if (isInside(out, src)) {
    throw new UsageError(
      `${name} is inside the source folder, so the next run would read the output as input: choose a folder beside it${via}`,
      COMMAND,
    );
  }
  if (isInside(src, out)) {
    throw new UsageError(
      `${name} contains the source folder, so converted files could land on the originals: choose a folder beside it${via}`,
      COMMAND,
    );
  }
  return { src, out };
}
