/**
 * Pairs every original case with its converted twin (by title path) and scores the conversion
 * against the bar: every case the original passes on the good app passes converted, and
 * every case the broken app makes the original fail also fails converted.
 */
import type { CaseStatus, RunResult } from './case-results';

/** `missing`: the runner reported nothing for the case (file failed to load, hook failed, crash). */
export type Outcome = CaseStatus | 'missing';

export interface CaseComparison {
  key: string;
  original: { good: Outcome; broken: Outcome };
  converted?: { good: Outcome; broken: Outcome };
  /** Original passes on the good app and the converted case passes too. */
  keepsPass?: boolean;
  /** Original passes on good and fails on broken (a "detecting" case), and so does the converted case. */
  keepsFailure?: boolean;
}

export interface Score {
  cases: number;
  originalPassingOnGood: number;
  originalFailingOnBroken: number;
  /** Present when a converted suite ran. */
  converted?: {
    passingOnGood: number;
    failingOnBroken: number;
    passRate: number;
    failureRate: number;
    meetsBar: boolean;
  };
}

export function compareRuns(runs: {
  originalGood: RunResult;
  originalBroken: RunResult;
  convertedGood?: RunResult;
  convertedBroken?: RunResult;
}): { rows: CaseComparison[]; score: Score } {
  const keys = [
    ...new Set([...runs.originalGood.cases, ...runs.originalBroken.cases].map((c) => c.key)),
  ];
  const count = (run: RunResult | undefined, key: string) =>
    run?.cases.filter((c) => c.key === key).length ?? 0;
  // A case runs once per capability (Protractor) or project (Playwright): the good app's outcome
  // is the worst of them, the broken app's the best, so "passes" means in every browser and "fails"
  // means in every browser too. A converted run with fewer runs of a case than the original lacks one.
  const good = (run: RunResult | undefined, key: string, expected = 1): Outcome =>
    count(run, key) < expected ? 'missing' : combine(run, key, worstFirst);
  const broken = (run: RunResult | undefined, key: string, expected = 1): Outcome => {
    const outcome = combine(run, key, bestFirst);
    return outcome !== 'passed' && count(run, key) < expected ? 'missing' : outcome;
  };
  const hasConverted = Boolean(runs.convertedGood && runs.convertedBroken);
  const rows = keys.map((key): CaseComparison => {
    const row: CaseComparison = {
      key,
      original: {
        good: good(runs.originalGood, key),
        broken: broken(runs.originalBroken, key),
      },
    };
    if (!hasConverted) return row;
    row.converted = {
      good: good(runs.convertedGood, key, count(runs.originalGood, key)),
      broken: broken(runs.convertedBroken, key, count(runs.originalBroken, key)),
    };
    if (row.original.good === 'passed') row.keepsPass = row.converted.good === 'passed';
    if (detects(row))
      // It must have run and failed: a case the converted run never reported kept nothing.
      row.keepsFailure = row.converted.broken === 'failed';
    return row;
  });
  return { rows, score: scoreRows(rows, hasConverted) };
}

const worstFirst: Outcome[] = ['failed', 'missing', 'skipped', 'passed'];
const bestFirst: Outcome[] = ['passed', 'skipped', 'missing', 'failed'];

/** The first outcome of `order` that any run of the case has; `missing` when none ran. */
function combine(run: RunResult | undefined, key: string, order: Outcome[]): Outcome {
  const statuses = new Set<Outcome>(
    run?.cases.filter((c) => c.key === key).map((c) => c.status) ?? [],
  );
  return order.find((outcome) => statuses.has(outcome)) ?? 'missing';
}

/** A case the broken app is meant to catch: it passes on good and fails on broken. */
export function detects(row: CaseComparison): boolean {
  return (
    row.original.good === 'passed' &&
    row.original.broken !== 'passed' &&
    row.original.broken !== 'skipped'
  );
}

function scoreRows(rows: CaseComparison[], hasConverted: boolean): Score {
  const passing = rows.filter((r) => r.original.good === 'passed');
  const detecting = rows.filter(detects);
  const score: Score = {
    cases: rows.length,
    originalPassingOnGood: passing.length,
    originalFailingOnBroken: detecting.length,
  };
  if (!hasConverted) return score;
  const passingOnGood = passing.filter((r) => r.keepsPass).length;
  const failingOnBroken = detecting.filter((r) => r.keepsFailure).length;
  score.converted = {
    passingOnGood,
    failingOnBroken,
    passRate: ratio(passingOnGood, passing.length),
    failureRate: ratio(failingOnBroken, detecting.length),
    meetsBar: passingOnGood === passing.length && failingOnBroken === detecting.length,
  };
  return score;
}

function ratio(part: number, whole: number): number {
  return whole === 0 ? 1 : Math.round((part / whole) * 1000) / 1000;
}

/**
 * The originals behave as recorded: every case passes on the good app, and exactly the cases of
 * `expectedBreakage` fail (or go missing) on the broken one.
 */
export function originalsAsRecorded(
  rows: readonly CaseComparison[],
  expectedBreakage: ReadonlySet<string>,
): boolean {
  return rows.every(
    (row) =>
      row.original.good === 'passed' &&
      (row.original.broken === 'passed') !== expectedBreakage.has(row.key),
  );
}
