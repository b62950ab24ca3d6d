/**
 * The converter's public shapes. The core is pure: text in, text and diagnostics out — no disk, no
 * network, no Node built-ins — so the CLI, the desktop app and the website all run the same code.
 */
import type { Diagnostic, ProjectFileRole } from './core/shapes.js';
import type { SourceKind } from './kinds.js';
import type { LiveAppFacts } from './sources/natural-language/live-facts.js';

/** The kinds' ids, from the one list of source kinds (`kinds.ts`). */
export type { SourceKind } from './kinds.js';
export type { Diagnostic, ProjectFile, ProjectFileRole, Severity } from './core/shapes.js';
export type { AriaNode, LiveAppFacts, LivePage } from './sources/natural-language/live-facts.js';

export interface ConvertInput {
  /** The file's text. */
  source: string;
  /** The file's path relative to the project root, `/`-separated (used for diagnostics and kind detection). */
  path: string;
  /** Omitted: detected from the path and the source. */
  from?: SourceKind;
}

export interface ConvertResult {
  /** Prettier-formatted Playwright Test TypeScript; empty when the file could not be parsed. */
  code: string;
  diagnostics: Diagnostic[];
  /** Test cases found in the input (one credit each). */
  testCount: number;
  /** The kind that was converted (given or detected). */
  from: SourceKind;
  /** Generated modules `code` imports (paths relative to the project root). */
  supportFiles?: GeneratedFile[];
}

/** A test case of converted code (`ConvertedFile.testCases`). */
export interface ConvertedTestCase {
  /** The title as written (a template or expression title: its source text). */
  name: string;
  /** 1-based line of the `test(…)` call in the converted code. */
  line: number;
  /** A TODO marker was left inside it: it is not charged. */
  todo: boolean;
}

export interface ConvertedFile {
  /** Input path. */
  sourcePath: string;
  /** Output path relative to the output root: same folder and base name, `.ts` (a spec may become `.spec.ts`). */
  outputPath: string;
  role: ProjectFileRole;
  /** The kind it was converted as (given or detected); absent for a file that could not be read. */
  kind?: SourceKind;
  /** Absent when the file could not be converted (e.g. it does not parse): it is not written. */
  code?: string;
  /**
   * The test cases of `code`, each with whether a TODO was left inside it (what is charged);
   * present when the file has code and test cases.
   */
  testCases?: ConvertedTestCase[];
  diagnostics: Diagnostic[];
  testCount: number;
}

/**
 * What a progress report says of the file just converted: not its code, test cases or
 * diagnostics, which a conversion on the engine's thread would otherwise copy across to the
 * caller twice (with the progress and with the result).
 */
export type ConvertedFileProgress = Pick<
  ConvertedFile,
  'sourcePath' | 'outputPath' | 'role' | 'kind' | 'testCount'
>;

export interface ProjectReport {
  files: number;
  testCases: number;
  /** Files converted with no TODO left. */
  converted: number;
  /** `// TODO(rewright)` markers left in the output. */
  todos: number;
  /** Files that could not be converted at all. */
  errors: number;
}

export interface ConvertProjectOptions {
  from?: SourceKind;
  /** Called after each file, for progress bars. */
  onProgress?: (done: number, total: number, file: ConvertedFileProgress) => void;
  /**
   * Called once the front ends are done and their syntax trees and type checkers are unreachable,
   * before the output is formatted and counted. A host that can collect garbage there (the
   * engine's worker thread) keeps a big project's memory peak to one of the two phases: V8 left
   * to itself seldom runs a full collection in between, and the peak was both at once.
   */
  onAnalysisReleased?: () => void;
  /**
   * What the running app showed (`--base-url`), gathered beforehand by the workspace's live-app
   * reader: natural-language steps pick the locator that matches exactly one element there.
   * Absent: their locators follow the wording and are reported unverified.
   */
  liveApp?: LiveAppFacts;
  /**
   * `--keep-gherkin`: the `.feature` files are written unchanged and their steps become
   * playwright-bdd step definitions (`sources/natural-language/keep-gherkin.ts`). Done here, on
   * the engine's thread, because it parses Gherkin and formats code.
   */
  keepGherkin?: boolean;
}

export interface ProjectResult {
  files: ConvertedFile[];
  /** The generated `playwright.config.ts` (from `protractor.conf.*` when present). */
  playwrightConfig: { outputPath: string; code: string; diagnostics: Diagnostic[] };
  /** Generated modules the converted files import; written beside the Playwright config. */
  supportFiles: GeneratedFile[];
  report: ProjectReport;
  /**
   * Why the project could not be converted the way the options asked (`keepGherkin` with specs of
   * another kind): then nothing of this result is to be written. Data, not an exception, so it
   * reaches the caller from the engine's worker thread as it is.
   */
  refused?: string;
}

/**
 * A module the converted files import that the conversion generates (e.g. `rewright-angular.ts`
 * with Protractor's AngularJS locators, `rewright-params.ts` with the config's `params`).
 * Added after the first version of this API; optional on `ConvertResult` so older callers are
 * unaffected.
 */
export interface GeneratedFile {
  /** Relative to the output root, `/`-separated. */
  outputPath: string;
  code: string;
}
