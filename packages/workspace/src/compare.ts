import type { ListedTest } from './playwright-run';
import { detectLegacyRunner, type LegacyRunner } from './legacy-runner';
import { describeRunner, runLegacySuite, type CaseResult, type CaseStatus } from './run-legacy';
import { verifyOutput, type VerifyPhase, type VerifyReport } from './verify';

/**
 * What one test did on each side. `regression`: the original passes, the converted test fails;
 * `converted-passes`: the original fails and the converted test passes; `only-original` /
 * `only-converted`: no test of that title on the other side; `skipped`: skipped on either side.
 */
export type Agreement =
  | 'both-pass'
  | 'both-fail'
  | 'regression'
  | 'converted-passes'
  | 'only-original'
  | 'only-converted'
  | 'skipped';

export interface ComparedTest {
  /** Describe titles, then the test's own: how the two sides are matched. */
  title: string[];
  original?: CaseStatus;
  converted?: CaseStatus;
  agreement: Agreement;
  agrees: boolean;
  /** The first line of each side's failure. */
  originalError?: string;
  convertedError?: string;
}

export interface ComparisonTotals {
  tests: number;
  bothPass: number;
  bothFail: number;
  regressions: number;
  convertedPasses: number;
  onlyOriginal: number;
  onlyConverted: number;
  skipped: number;
  /** Agreeing tests among those run on both sides or missing on one (skipped ones left out), in %; null when none. */
  agreement: number | null;
}

export interface ComparisonReport {
  src: string;
  baseUrl: string;
  runner: LegacyRunner;
  /** E.g. `selenium-webdriver on mocha`. */
  runnerLabel: string;
  verify: VerifyReport;
  tests: ComparedTest[];
  totals: ComparisonTotals;
  /** Every compared test agrees, and the converted suite type-checks and loads. */
  ok: boolean;
}

export type ComparePhase = VerifyPhase | 'detect' | 'original';

/**
 * The behavioural comparison: runs the project's original suite with its own installed runner and
 * the converted suite with Playwright against the same base URL, and pairs their tests by title.
 * The runner is detected first, so a project without one fails before anything runs; the original
 * suite runs before the converted one.
 */
export async function compareSuites(options: {
  src: string;
  out: string;
  baseUrl: string;
  env?: NodeJS.ProcessEnv;
  onPhase?: (phase: ComparePhase) => void;
}): Promise<ComparisonReport> {
  const env = options.env ?? process.env;
  options.onPhase?.('detect');
  const runner = await detectLegacyRunner(options.src);
  // The original runs first: when its runner reports nothing there is nothing to compare with, and
  // the user hears so before the converted suite is type-checked and run for nothing.
  options.onPhase?.('original');
  const original = await runLegacySuite(runner, options.baseUrl, env);
  const verify = await verifyOutput(options.out, {
    baseUrl: options.baseUrl,
    env,
    ...(options.onPhase ? { onPhase: options.onPhase } : {}),
  });
  const tests = matchTests(original, verify.tests);
  const totals = totalsOf(tests);
  const loads =
    verify.files.every((file) => file.loadErrors.length === 0 && file.typeErrors.length === 0) &&
    verify.otherErrors.length === 0;
  return {
    src: runner.project,
    baseUrl: options.baseUrl,
    runner,
    runnerLabel: describeRunner(runner),
    verify,
    tests,
    totals,
    ok: loads && tests.every((test) => test.agrees),
  };
}

const key = (title: readonly string[]) => title.map((part) => part.trim()).join(' › ');
const firstLine = (text?: string) => text?.trim().split('\n')[0];

/** Pairs the two sides by title path; a test run more than once (per browser) counts as failed if any run failed. */
export function matchTests(original: CaseResult[], converted: ListedTest[]): ComparedTest[] {
  const sides = new Map<
    string,
    { title: string[]; original: CaseResult[]; converted: CaseResult[] }
  >();
  const add = (side: 'original' | 'converted', result: CaseResult) => {
    const entry = sides.get(key(result.titlePath)) ?? {
      title: result.titlePath.map((part) => part.trim()),
      original: [],
      converted: [],
    };
    entry[side].push(result);
    sides.set(key(result.titlePath), entry);
  };
  for (const result of original) add('original', result);
  for (const test of converted) add('converted', convertedCase(test));
  return [...sides.values()].map(({ title, original: o, converted: c }) => {
    const originalStatus = combine(o);
    const convertedStatus = combine(c);
    const agreement = agreementOf(originalStatus, convertedStatus);
    const originalError = firstLine(o.find((r) => r.error)?.error);
    const convertedError = firstLine(c.find((r) => r.error)?.error);
    return {
      title,
      ...(originalStatus ? { original: originalStatus } : {}),
      ...(convertedStatus ? { converted: convertedStatus } : {}),
      agreement,
      agrees: agreement === 'both-pass' || agreement === 'both-fail' || agreement === 'skipped',
      ...(originalError ? { originalError } : {}),
      ...(convertedError ? { convertedError } : {}),
    };
  });
}

function convertedCase(test: ListedTest): CaseResult {
  const status: CaseStatus =
    test.status === 'passed' ? 'passed' : test.status === 'skipped' ? 'skipped' : 'failed';
  return { titlePath: test.title, status, ...(test.error ? { error: test.error } : {}) };
}

function combine(results: CaseResult[]): CaseStatus | undefined {
  if (results.length === 0) return undefined;
  if (results.some((r) => r.status === 'failed')) return 'failed';
  return results.some((r) => r.status === 'passed') ? 'passed' : 'skipped';
}

function agreementOf(original?: CaseStatus, converted?: CaseStatus): Agreement {
  if (original === undefined) return 'only-converted';
  if (converted === undefined) return 'only-original';
  if (original === 'skipped' || converted === 'skipped') return 'skipped';
  if (original === converted) return original === 'passed' ? 'both-pass' : 'both-fail';
  return original === 'passed' ? 'regression' : 'converted-passes';
}

function totalsOf(tests: ComparedTest[]): ComparisonTotals {
  const count = (agreement: Agreement) => tests.filter((t) => t.agreement === agreement).length;
  const skipped = count('skipped');
  const compared = tests.length - skipped;
  const agreeing = count('both-pass') + count('both-fail');
  return {
    tests: tests.length,
    bothPass: count('both-pass'),
    bothFail: count('both-fail'),
    regressions: count('regression'),
    convertedPasses: count('converted-passes'),
    onlyOriginal: count('only-original'),
    onlyConverted: count('only-converted'),
    skipped,
    agreement: compared === 0 ? null : Math.round((agreeing / compared) * 1000) / 10,
  };
}
