/**
 * The one shape both runners report in: a test case is named by its title path (describe titles,
 * then the test title), which survives conversion; the key joins it with " › ".
 */
import { readFileSync } from 'node:fs';

export type CaseStatus = 'passed' | 'failed' | 'skipped';

export interface CaseResult {
  key: string;
  titlePath: string[];
  status: CaseStatus;
  file?: string;
  error?: string;
}

/** One run of one suite against one app. `cases` is empty when the runner broke before reporting. */
export interface RunResult {
  runner: 'protractor' | 'selenium-webdriver' | 'pytest' | 'playwright';
  app: 'good' | 'broken';
  exitCode: number;
  cases: CaseResult[];
  /** The runner's own output, kept for diagnosing a broken run. */
  log: string;
}

export function caseKey(titlePath: readonly string[]): string {
  return titlePath.map((title) => title.trim()).join(' › ');
}

/** Reads a reporter's `{ cases: [{ titlePath, status, ... }] }` file; no file means no cases. */
export function readCaseFile(file: string): CaseResult[] {
  let parsed: { cases?: Omit<CaseResult, 'key'>[] };
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8')) as typeof parsed;
  } catch {
    return [];
  }
  return (parsed.cases ?? []).map((c) => ({ ...c, key: caseKey(c.titlePath) }));
}
