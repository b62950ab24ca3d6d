import { stat } from 'node:fs/promises';
import path from 'node:path';
import { describeFsError } from './project-files';
import { UsageError } from './usage-error';

export interface Folders {
  /** Absolute source folder. */
  src: string;
  /** Absolute output folder; equals `src` only with `--in-place`. */
  out: string;
}

const COMMAND = 'rewright convert';

/**
 * Checks `<src>` and decides where the output goes. The default is `<src>-playwright` beside the
 * source, so a first run never touches the input. An `--out` inside `<src>` is refused: the next
 * run over `<src>` would read the converted files back as input.
 */
export async function resolveFolders(options: {
  cwd: string;
  src: string;
  out: string | undefined;
  inPlace: boolean;
}): Promise<Folders> {
  const src = path.resolve(options.cwd, options.src);
  const info = await stat(src).catch((error: unknown) => {
    throw new UsageError(`cannot read ${options.src}: ${describeFsError(error)}`, COMMAND);
  });
  if (!info.isDirectory()) {
    throw new UsageError(`${options.src} is not a folder: pass the folder of the suite`, COMMAND);
  }

  const out = options.out === undefined ? undefined : path.resolve(options.cwd, options.out);
  if (options.inPlace) {
    if (out !== undefined && out !== src) {
      throw new UsageError('--in-place writes into <src>: leave out --out', COMMAND);
    }
    return { src, out: src };
  }
  if (out === undefined) return { src, out: `${src.replace(/[\\/]+$/, '')}-playwright` };
  if (out === src) {
    throw new UsageError('--out is the source folder: pass --in-place to overwrite it', COMMAND);
  }
  if (isInside(out, src)) {
    throw new UsageError(
      '--out is inside the source folder, so the next run would read the output as input: choose a folder beside it',
      COMMAND,
    );
  }
  return { src, out };
}

export function isInside(child: string, parent: string): boolean {
  const relative = path.relative(parent, child);
  return (
    relative !== '' &&
    relative !== '..' &&
    !relative.startsWith(`..${path.sep}`) &&
    !path.isAbsolute(relative)
  );
}
