/**
 * The shapes a front end and the public API share: a project's file, a diagnostic, a file's role.
 * Re-exported by `api.ts` (the public shapes); they live here so that a front end's contract
 * (`front-end.ts`), and through it the list of kinds (`kinds.ts`) that `api.ts` derives
 * `SourceKind` from, need nothing of `api.ts`.
 */

export type Severity = 'error' | 'warning' | 'info';

export interface Diagnostic {
  path: string;
  /** 1-based. */
  line: number;
  /** 1-based. */
  column: number;
  /** The rule (or `parse`) that produced it, e.g. `protractor/locators/by-js`. */
  rule: string;
  severity: Severity;
  message: string;
}

export interface ProjectFile {
  /** Relative to the project root, `/`-separated. */
  path: string;
  source: string;
}

export type ProjectFileRole = 'spec' | 'page-object' | 'helper' | 'config';
