/**
 * What the natural-language front end reads out of a `.feature`, `.md` or `.txt` file before any
 * code is written: suites, test cases and their steps, whatever style they were written in.
 */

export interface Step {
  /** `Given`, `When`, `Then`, `And`, `But`, `*`, or '' for a list item or a sentence of prose. */
  keyword: string;
  /** The step as written, without its keyword or list marker. */
  text: string;
  line: number;
  /** A data table under the step, rows of cells (the first row is usually the header). */
  table?: string[][];
  docString?: string;
  /** Written under "Expected result" (or after `Then`): read as an assertion where it could be either. */
  expectation?: boolean;
}

export interface TestCase {
  title: string;
  line: number;
  tags: string[];
  steps: Step[];
}

export interface Suite {
  /** Absent: the tests sit at the top level of the file. */
  title?: string;
  line: number;
  tags: string[];
  /** `Background` or "Preconditions": run before each test of the suite. */
  background: Step[];
  tests: TestCase[];
  /** Gherkin `Rule`s: nested describes. */
  children: Suite[];
}

/** A problem found while reading the file (before the steps are read). */
export interface ReadProblem {
  line: number;
  column: number;
  message: string;
}
