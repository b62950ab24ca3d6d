import { constants, type Stats } from 'node:fs';
import { lstat, open } from 'node:fs/promises';
import path from 'node:path';
import type { ProjectResult } from '@rewright/converter';
import { createFolder } from './create-folder';
import { describeFsError } from './fs-errors';
import { BrokenLinkError, isInside, resolveRealPath } from './real-paths';

export interface OutputFile {
  /** Relative to the output folder, `/`-separated, as the engine gave it. */
  outputPath: string;
  code: string;
}

/**
 * What a run writes: every file the engine converted (a file without code is skipped — its
 * diagnostics say why), the support modules the converted files import, and the generated
 * `playwright.config.ts`. Should a converted file share a generated file's path, the generated
 * file wins: the converted code imports it, and Playwright reads the config.
 */
export function planOutput(result: ProjectResult): OutputFile[] {
  const byPath = new Map<string, OutputFile>();
  for (const file of result.files) {
    if (file.code !== undefined)
      byPath.set(file.outputPath, { outputPath: file.outputPath, code: file.code });
  }
  for (const file of result.supportFiles) {
    byPath.set(file.outputPath, { outputPath: file.outputPath, code: file.code });
  }
  const config = result.playwrightConfig;
  byPath.set(config.outputPath, { outputPath: config.outputPath, code: config.code });
  return [...byPath.values()];
}

/** The output would escape the output folder or replace an input file; nothing was written. */
export class UnsafeOutputError extends Error {}

/** A file of the output could not be written (permissions, disk full, a file where a folder goes). */
export class WriteFailedError extends Error {}

export interface WriteOptions {
  /** Real paths of the files read: never replaced. */
  inputFiles: readonly string[];
  /**
   * The project folder (`ProjectRead.root`): an output folder that is it, lies inside it or holds
   * it is refused (`checkOutputFolder`). The charging convert always gives it.
   */
  sourceFolder?: string;
  /**
   * @deprecated Writing into the source tree is gone (docs/decisions.md, 2026-11-28); only `false`
   * is accepted, so that callers written before can drop it.
   */
  inPlace?: false;
}

/**
 * Converted files go to an output folder, never into the source tree. Compared by real paths
 * (every symbolic link followed, also for an output folder still to be created): refused when the
 * output folder is the project folder, lies inside it (the next scan would read the output as
 * sources) or holds it (converted files could land among the originals).
 */
export async function checkOutputFolder(outDir: string, sourceFolder: string): Promise<void> {
  const [out, source] = await Promise.all(
    [outDir, sourceFolder].map(async (folder) => (await resolveRealPath(folder)).real),
  );
  const via = (typed: string, real: string) =>
    path.resolve(typed) === real ? '' : ` (${typed} leads to ${real})`;
  const shown = `The output folder ${outDir}${via(outDir, out!)}`;
  if (out === source) {
    throw new UnsafeOutputError(
      `${shown} is the project folder: converted files are never written into the sources; choose a folder beside it`,
    );
  }
  if (isInside(out!, source!)) {
    throw new UnsafeOutputError(
      `${shown} is inside the project folder ${source}, so the next scan would read the output as sources; choose a folder outside it`,
    );
  }
  if (isInside(source!, out!)) {
    throw new UnsafeOutputError(
      `${shown} contains the project folder ${source}, so converted files could land among the originals; choose a folder beside it`,
    );
  }
}

/**
 * Writes the planned files under `outDir` and returns their absolute paths. Every target is checked
 * before the first write, so a refused run leaves the disk as it was. Checked on the real path
 * (every symbolic link along it followed): a target may not lead out of `outDir` (a link in the
 * output folder to the sources), may not be an input file, and may not be anything but a regular
 * file (a FIFO would block the write). With `sourceFolder`, the output folder may not be the
 * project, lie inside it or hold it (`checkOutputFolder`).
 */
export async function writeOutput(
  outDir: string,
  files: readonly OutputFile[],
  options: WriteOptions,
): Promise<string[]> {
  const targets = await checkOutput(outDir, files, options);
  for (const { target, real, code } of targets) {
    await createFolder(path.dirname(real), 'the folder').catch((error: unknown) => {
      throw new WriteFailedError(`cannot write ${target}: ${(error as Error).message}`);
    });
    await writeRegularFile(real, code, { replace: true }).catch((error: unknown) => {
      throw new WriteFailedError(`cannot write ${target}: ${describeFsError(error)}`, {
        cause: error,
      });
    });
  }
  return targets.map(({ target }) => target);
}

/**
 * The checks of `writeOutput` alone, writing nothing: the charging convert runs them before it
 * spends credits, so an output that would be refused costs nothing.
 */
export async function checkOutput(
  outDir: string,
  files: readonly OutputFile[],
  options: WriteOptions,
): Promise<{ target: string; real: string; code: string }[]> {
  if (options.sourceFolder !== undefined) await checkOutputFolder(outDir, options.sourceFolder);
  const realOut = (await resolveRealPath(outDir)).real;
  const inputs = new Set(options.inputFiles.map((file) => path.resolve(file)));
  const targets: { target: string; real: string; code: string }[] = [];
  for (const file of files) {
    const target = path.resolve(outDir, file.outputPath);
    if (!isInside(target, path.resolve(outDir))) {
      throw new UnsafeOutputError(`refusing to write ${file.outputPath}: it is outside ${outDir}`);
    }
    const real = await realTarget(target);
    if (!isInside(real, realOut)) {
      throw new UnsafeOutputError(
        `refusing to write ${target}: a symbolic link leads it to ${real}, outside the output folder ${outDir}`,
      );
    }
    const info = await lstat(real).catch(() => undefined);
    if (inputs.has(real)) {
      throw new UnsafeOutputError(`refusing to overwrite the input file ${real}`);
    } else if (info !== undefined && !info.isFile()) {
      throw new UnsafeOutputError(`refusing to write ${target}: ${describeNonFile(info)} is there`);
    }
    targets.push({ target, real, code: file.code });
  }
  return targets;
}

/** Where writing `target` would really land: its folder resolved, the name itself too if it is a link. */
async function realTarget(target: string): Promise<string> {
  try {
    const folder = await resolveRealPath(path.dirname(target));
    if (!folder.existingIsFolder) {
      throw new WriteFailedError(
        `cannot write ${target}: ${folder.existing} is a file, not a folder`,
      );
    }
    const real = path.join(folder.real, path.basename(target));
    const info = await lstat(real).catch(() => undefined);
    return info?.isSymbolicLink() ? (await resolveRealPath(real)).real : real;
  } catch (error) {
    if (error instanceof WriteFailedError) throw error;
    const reason = error instanceof BrokenLinkError ? error.message : describeFsError(error);
    throw new UnsafeOutputError(`refusing to write ${target}: ${reason}`);
  }
}

function describeNonFile(info: Stats): string {
  if (info.isDirectory()) return 'a folder';
  if (info.isFIFO()) return 'a FIFO (named pipe)';
  if (info.isSymbolicLink()) return 'a symbolic link';
  return 'something other than a regular file';
}

/**
 * Writes without following a link at the last step and without blocking on a FIFO that appeared
 * since the checks; `replace: false` never replaces an existing file.
 */
export async function writeRegularFile(
  target: string,
  text: string,
  options: { replace: boolean },
): Promise<void> {
  const flags =
    constants.O_WRONLY |
    constants.O_CREAT |
    (options.replace ? constants.O_TRUNC : constants.O_EXCL) |
    (constants.O_NOFOLLOW ?? 0) |
    (constants.O_NONBLOCK ?? 0);
  const handle = await open(target, flags, 0o666);
  try {
    await handle.writeFile(text, 'utf8');
  } finally {
    await handle.close();
  }
}
