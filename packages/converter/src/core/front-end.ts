/**
 * What every source kind's front end gives the shared pipeline (`convert.ts`): the kind's files of
 * one project converted together, unformatted, with their diagnostics and test counts, plus the
 * Playwright config and support modules the output imports. Formatting, the report and the
 * config's fallback are shared, so a front end only turns its source into Playwright code.
 */
import type { Diagnostic, ProjectFile, ProjectFileRole } from './shapes.js';
import type { LiveAppFacts } from '../sources/natural-language/live-facts.js';

export interface FrontEndFile {
  path: string;
  role: ProjectFileRole;
  /** Unformatted TypeScript; absent when the file could not be converted (it is not written). */
  code?: string;
  /** How deep the input's syntax tree goes (whether formatting the output is reasonable). */
  nesting?: number;
  diagnostics: Diagnostic[];
  testCount: number;
  /**
   * Read, and holds nothing of this kind (a project's README among its `.md` files): a project
   * conversion leaves it out as if it had not been given; a single-file `convert` still answers it.
   */
  notASource?: boolean;
}

export interface FrontEndConfig {
  /** Unformatted `playwright.config.ts`. */
  code: string;
  diagnostics: Diagnostic[];
  /** The folder it is written to, relative to the project root ('' at the root). */
  dir: string;
}

/** A generated module the converted files import, or a data file written beside them. */
export interface SupportModule {
  path: string;
  code: string;
  /**
   * The text is in Prettier's layout already (a generated module whose every variant the
   * `support-layout` test formats): written as it is, so a conversion does not pay for
   * formatting the same module again each time.
   */
  formatted?: boolean;
}

export interface FrontEndOutput {
  files: FrontEndFile[];
  /** Absent: the pipeline writes a default config listing the converted specs. */
  config?: FrontEndConfig;
  /** Generated modules the converted files import. */
  support: SupportModule[];
}

export interface FrontEndOptions {
  /** One file converted alone (`convert`): nothing is known about the rest of the project. */
  isolated: boolean;
  /** The project's data files of this kind (`kinds.ts` `dataFiles`): the suite reads them. */
  data?: readonly ProjectFile[];
  /** What the running app showed (`ConvertProjectOptions.liveApp`). */
  liveApp?: LiveAppFacts;
}

export interface FrontEnd {
  /** Never throws for bad input: problems are diagnostics on the files. */
  convertProject(files: readonly ProjectFile[], options: FrontEndOptions): FrontEndOutput;
  /** The config written when no front end produced one (`specs`: output paths seen from its folder). */
  defaultConfig(specs: string[]): string;
}
