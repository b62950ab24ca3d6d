import type { ConvertProjectOptions, ProjectFile, ProjectResult } from '@rewright/converter';

export type {
  ConvertedFile,
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
 * The engine as the CLI sees it: the pure `convertFiles` of `@rewright/converter`. The CLI reads and
 * writes the disk itself and hands the engine text only, so tests can pass a small in-test converter.
 */
export interface Converter {
  convertFiles(files: ProjectFile[], options: ConvertProjectOptions): Promise<ProjectResult>;
}

/**
 * Loads the real engine on first use only: it pulls in the TypeScript compiler and Prettier, which
 * `--help`, `--version` and usage errors have no need to wait for. It runs on a worker thread
 * with a large stack, so deeply nested specs convert too (the engine's `convertFilesInWorker`).
 */
export async function loadEngine(): Promise<Converter> {
  const { convertFilesInWorker } = await import('@rewright/converter/node');
  return { convertFiles: convertFilesInWorker };
}
