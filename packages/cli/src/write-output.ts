import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ProjectResult } from './converter';
import { isInside } from './output-folder';
import { describeFsError } from './project-files';

// Shared Node logic: moves to `packages/workspace` (with project-files.ts) when the desktop app needs it.

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

/**
 * Writes the planned files under `outDir` and returns their absolute paths. Every target is checked
 * before the first write, so a refused run leaves the disk as it was: a path may not leave `outDir`,
 * and unless `overwriteInput` (`--in-place`) it may not be one of `inputFiles`.
 */
export async function writeOutput(
  outDir: string,
  files: readonly OutputFile[],
  options: { inputFiles: readonly string[]; overwriteInput: boolean },
): Promise<string[]> {
  const inputs = new Set(options.inputFiles.map((file) => path.resolve(file)));
  const targets = files.map((file) => {
    const target = path.resolve(outDir, file.outputPath);
    if (!isInside(target, path.resolve(outDir))) {
      throw new UnsafeOutputError(`refusing to write ${file.outputPath}: it is outside ${outDir}`);
    }
    if (!options.overwriteInput && inputs.has(target)) {
      throw new UnsafeOutputError(
        `refusing to overwrite the input file ${target} (pass --in-place to allow it)`,
      );
    }
    return { target, code: file.code };
  });

  for (const { target, code } of targets) {
    try {
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, code, 'utf8');
    } catch (error) {
      throw new WriteFailedError(`cannot write ${target}: ${describeFsError(error)}`, {
        cause: error,
      });
    }
  }
  return targets.map(({ target }) => target);
}
