import type { ConvertProjectOptions, ProjectFile, ProjectResult } from '../../converter/src/api';

export type {
  ConvertedFile,
  ConvertProjectOptions,
  Diagnostic,
  ProjectFile,
  ProjectFileRole,
  ProjectReport,
  ProjectResult,
  Severity,
  SourceKind,
} from '../../converter/src/api';

/**
 * The engine as the CLI sees it: the pure `convertFiles` of `@rewright/converter`. The CLI reads and
 * writes the disk itself and hands the engine text only, so tests can pass a small in-test converter.
 */
export interface Converter {
  convertFiles(files: ProjectFile[], options: ConvertProjectOptions): Promise<ProjectResult>;
}

/**
 * Loads the real engine on first use only: it pulls in the TypeScript compiler and Prettier, which
 * `--help`, `--version` and usage errors have no need to wait for.
 */
export async function loadEngine(): Promise<Converter> {
  // TODO: import `@rewright/converter` statically typed once its index exists.
  const specifier = '@rewright/converter';
  const engine = (await import(specifier)) as Converter;
  return { convertFiles: (files, options) => engine.convertFiles(files, options) };
}
