import path from 'node:path';
import {
  convertingKinds,
  dataKindOf,
  fallbackKind,
  kindEntry,
  readExtensions,
} from '@rewright/converter/kinds';
import type {
  ConvertedFile,
  ConvertProjectOptions,
  Diagnostic,
  ProjectFile,
  ProjectFileRole,
  ProjectResult,
  SourceKind,
} from '@rewright/converter';
import { chargeableTestCases } from './conversion-charges';
import { WorkspaceError } from './errors';
import { readProjectFiles, UnreadableInputError } from './project-files';

/**
 * The engine parts a scan needs; tests may pass a small stand-in. Each converted file carries
 * the kind it was converted as and its test cases (with whether a TODO was left inside), so
 * nothing here parses code again.
 */
export interface ScanEngine {
  convertFiles(files: ProjectFile[], options: ConvertProjectOptions): Promise<ProjectResult>;
  /** Starts loading what `convertFiles` needs, for a call that is coming (none in stand-ins). */
  prepare?(): void;
}

/** The engine the charging convert needs: the same parts as a scan's. */
export type ConvertEngine = ScanEngine;

/**
 * The real engine, loaded on first use: it converts on a worker thread with a large stack
 * (`convertFilesInWorker`), so this thread never loads the TypeScript compiler.
 */
export async function loadScanEngine(): Promise<ConvertEngine> {
  const { convertFilesInWorker, prepareEngineThread } = await import('@rewright/converter/node');
  return { convertFiles: convertFilesInWorker, prepare: prepareEngineThread };
}

/** The real engine for the charging convert (the same load as a scan's). */
export const loadConvertEngine: () => Promise<ConvertEngine> = loadScanEngine;

export interface ScannedFile {
  path: string;
  kind: SourceKind;
  role: ProjectFileRole;
  testCases: number;
  /** What converting this file costs: its test cases converted without a TODO inside them. */
  credits: number;
}

export interface ProjectScan {
  /** The folder scanned, absolute. */
  root: string;
  files: ScannedFile[];
  /** Per source kind found: its label, files and test cases. */
  kinds: { kind: SourceKind; label: string; files: number; testCases: number }[];
  testCases: number;
  /**
   * What converting the project costs, exactly as the charging convert will charge it: one
   * credit per test case converted without a TODO inside it.
   */
  credits: number;
  /** Test cases converted with a TODO left inside them: free. */
  freeTestCases: number;
  /** Files named like sources that could not be read (not a regular file, not valid text). */
  unread: Diagnostic[];
}

/** The file extensions of the kinds the engine converts, or of one kind. */
export function sourceExtensions(from?: SourceKind): string[] {
  const kinds = convertingKinds().filter((entry) => from === undefined || entry.id === from);
  return [...new Set(kinds.flatMap((entry) => entry.extensions))];
}

/** What a conversion reads: the sources and the data files their suites read (written with them). */
export function conversionExtensions(from?: SourceKind): string[] {
  return readExtensions(
    convertingKinds().filter((entry) => from === undefined || entry.id === from),
  );
}

/**
 * Scans a project on this machine: reads its source files, tells which kind each is, counts its
 * test cases with the engine (a conversion in memory: nothing is written, nothing is sent
 * anywhere) and prices the conversion as the charging convert does: one credit per test case
 * converted without a TODO inside it.
 */
export async function scanProject(
  root: string,
  options: {
    from?: SourceKind;
    engine: ScanEngine | (() => Promise<ScanEngine>);
    onProgress?: (done: number, total: number, path: string) => void;
  },
): Promise<ProjectScan> {
  // What the conversion reads, data files included: the scan is that conversion (its price is
  // what convert charges), and the engine's thread answers the convert that follows from it.
  const read = await readProjectFiles(root, {
    extensions: conversionExtensions(options.from),
  }).catch((error: unknown) => {
    throw error instanceof UnreadableInputError
      ? new WorkspaceError('unreadable-input', error.message, { cause: error })
      : error;
  });
  const sources = read.files.filter((file) => dataKindOf(file.path) === undefined);
  if (sources.length === 0 && read.unread.length === 0) {
    throw new WorkspaceError(
      'unreadable-input',
      `found no ${sourceExtensions(options.from).join(' ')} files in ${root}`,
    );
  }
  const engine = typeof options.engine === 'function' ? await options.engine() : options.engine;
  const result = await engine.convertFiles(read.files, {
    ...(options.from ? { from: options.from } : {}),
    ...(options.onProgress
      ? { onProgress: (done, total, file) => options.onProgress?.(done, total, file.sourcePath) }
      : {}),
  });
  const converted = new Map(result.files.map((file) => [file.sourcePath, file]));
  const files = sources.map((file): ScannedFile => {
    const outcome = converted.get(file.path);
    return {
      path: file.path,
      kind: outcome?.kind ?? options.from ?? fallbackKind,
      role: outcome?.role ?? 'helper',
      testCases: outcome?.testCount ?? 0,
      credits: outcome ? chargedTestCases(outcome) : 0,
    };
  });
  const testCases = files.reduce((sum, file) => sum + file.testCases, 0);
  const credits = files.reduce((sum, file) => sum + file.credits, 0);
  return {
    root: path.resolve(root),
    files,
    kinds: summariseKinds(files),
    testCases,
    credits,
    freeTestCases: Math.max(0, testCases - credits),
    unread: read.unread,
  };
}

/** The test cases of one converted file that will be charged: counted as `quoteConversion` does. */
function chargedTestCases(file: ConvertedFile): number {
  return chargeableTestCases(file).filter((testCase) => !testCase.todo).length;
}

function summariseKinds(files: ScannedFile[]): ProjectScan['kinds'] {
  const byKind = new Map<SourceKind, { files: number; testCases: number }>();
  for (const file of files) {
    const entry = byKind.get(file.kind) ?? { files: 0, testCases: 0 };
    entry.files += 1;
    entry.testCases += file.testCases;
    byKind.set(file.kind, entry);
  }
  return [...byKind].map(([kind, counts]) => ({ kind, label: kindEntry(kind).label, ...counts }));
}
