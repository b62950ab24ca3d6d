import { loadConvertEngine, type ConvertEngine } from '@rewright/workspace';

export type {
  ConvertedFile,
  ConvertedTestCase,
  ConvertProjectOptions,
  Diagnostic,
  GeneratedFile,
  ProjectFile,
  ProjectFileRole,
  ProjectReport,
  ProjectResult,
  Severity,
  SourceKind,
} from '@rewright/converter';

/**
 * The engine as the CLI sees it: `convertFiles` of `@rewright/converter` (the workspace's
 * `ConvertEngine`; each converted file carries its kind and its test cases). The CLI hands the
 * engine text only, so tests can pass a small in-test converter (`scripted-converter.ts`).
 */
export type Converter = ConvertEngine;

/**
 * Loads the real engine on first use only: it pulls in the TypeScript compiler and Prettier, which
 * `--help`, `--version` and usage errors have no need to wait for. It converts on a worker thread
 * with a large stack, so deeply nested specs convert too (the engine's `convertFilesInWorker`).
 */
export const loadEngine: () => Promise<Converter> = loadConvertEngine;
