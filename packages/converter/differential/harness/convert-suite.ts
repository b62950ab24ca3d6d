/**
 * Converts a fixture suite (the Protractor one by default) with our converter, when it exists, and
 * writes the output to a folder. Prefers the Node entry (`@rewright/converter/node` → `convertProject(dir)`), falls back
 * to the pure core (`@rewright/converter` → `convertFiles(files)`). Loaded by name at run time so
 * the harness works (originals only) before the engine lands.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import type { ProjectFile, ProjectResult } from '../../src/api';
import { SOURCE_KINDS } from '../../src/kinds';
import { differentialDir, suiteDir } from './paths';

const packageDir = join(differentialDir, '..');
/** The files behind the package's exports (package.json "exports"). */
const entryFiles: Record<string, string> = {
  '@rewright/converter': 'src/index.ts',
  '@rewright/converter/node': 'src/node.ts',
};

export interface ConvertedSuite {
  dir: string;
  /** How the files came to be: our converter, or a folder given by the caller (e.g. another tool). */
  origin: 'rewright' | 'given';
  /** Files the converter could not convert, and its summary; absent for a given folder. */
  report?: ProjectResult['report'];
  notWritten?: string[];
  /** Files the converter refused as a source kind it does not convert yet (`engine/unknown-source-kind`). */
  unsupported?: string[];
  /** Test cases in the files that were written (0: nothing to run). */
  writtenTestCases?: number;
}

/** The converter's answer for a file of a source kind it does not convert yet. */
export const unknownSourceKind = 'engine/unknown-source-kind';

type ConvertProject = (dir: string) => ProjectResult | Promise<ProjectResult>;
type ConvertFiles = (files: ProjectFile[]) => ProjectResult | Promise<ProjectResult>;

/** Returns undefined when no converter is available yet. */
export async function convertSuite(
  outDir: string,
  sourceDir = suiteDir,
): Promise<ConvertedSuite | undefined> {
  const result = await runConverter(sourceDir);
  if (!result) return undefined;
  rmSync(outDir, { recursive: true, force: true });
  const notWritten: string[] = [];
  const unsupported: string[] = [];
  let writtenTestCases = 0;
  for (const file of result.files) {
    if (file.diagnostics.some((d) => d.rule === unknownSourceKind))
      unsupported.push(file.sourcePath);
    if (file.code === undefined) notWritten.push(file.sourcePath);
    else {
      write(join(outDir, file.outputPath), file.code);
      writtenTestCases += file.testCount;
    }
  }
  // Generated modules the converted files import (e.g. rewright-angular.ts); `?? []` for results
  // from before the field existed.
  for (const file of result.supportFiles ?? []) write(join(outDir, file.outputPath), file.code);
  if (result.playwrightConfig.code) {
    write(join(outDir, result.playwrightConfig.outputPath), result.playwrightConfig.code);
  }
  return {
    dir: outDir,
    origin: 'rewright',
    report: result.report,
    notWritten,
    unsupported,
    writtenTestCases,
  };
}

/** Whether our converter exposes an entry the harness can call. */
export async function isConverterAvailable(): Promise<boolean> {
  const node = await load<{ convertProject?: ConvertProject }>('@rewright/converter/node');
  if (typeof node?.convertProject === 'function') return true;
  const core = await load<{ convertFiles?: ConvertFiles }>('@rewright/converter');
  return typeof core?.convertFiles === 'function';
}

async function runConverter(sourceDir: string): Promise<ProjectResult | undefined> {
  const node = await load<{ convertProject?: ConvertProject }>('@rewright/converter/node');
  if (typeof node?.convertProject === 'function') return node.convertProject(sourceDir);
  const core = await load<{ convertFiles?: ConvertFiles }>('@rewright/converter');
  if (typeof core?.convertFiles === 'function') {
    return core.convertFiles(readSuiteFiles(sourceDir, sourceDir));
  }
  return undefined;
}

/** The extensions of every source kind the converter knows, converting or not (`kinds.ts`). */
const sourceExtensions = [...new Set(SOURCE_KINDS.flatMap((kind) => kind.extensions))];

/**
 * Loads an entry of our own package by its public name, or undefined when its file does not exist
 * yet. A file that exists but fails to load is a real failure and is thrown.
 */
async function load<T>(specifier: string): Promise<T | undefined> {
  if (!existsSync(join(packageDir, entryFiles[specifier] ?? ''))) return undefined;
  return (await import(specifier)) as T;
}

/**
 * Every source file of a suite (specs, page objects, configurations, of any kind `kinds.ts`
 * lists), `/`-separated paths.
 */
function readSuiteFiles(root: string, dir: string): ProjectFile[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : readSuiteFiles(root, path);
    if (!sourceExtensions.some((extension) => entry.name.endsWith(extension))) return [];
    return [
      { path: relative(root, path).split(sep).join('/'), source: readFileSync(path, 'utf8') },
    ];
  });
}

function write(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}
