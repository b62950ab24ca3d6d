/**
 * The Selenium Java leg (issue 14, "Proof"): a TestNG/JUnit 5 suite written against the plain
 * fixture app (`selenium-java/suite/`, Maven layout, page objects) has no runner here — the
 * Selenium Java libraries cannot be fetched — so the expected outcome of each test method on the
 * good and the broken app is written beside it (`expected-outcomes.ts`). The leg converts the suite
 * with our converter (`convertProject`, as `rewright convert` does), runs the conversion with
 * Playwright on both apps, every case, and requires each case to do what its method's comment says.
 *
 * The runs are recorded like the other converted suites' (`recorded/selenium-java.converted.json`,
 * fingerprinted by `convertedFingerprint`: the converted files, the apps, the harness code that
 * runs them, Playwright, Node, Chromium); while the converter writes the same files, the recorded
 * runs are compared instead of run. The conversion itself always runs (it is what is fingerprinted).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RunResult } from '../../harness/case-results';
import { convertSuite, type ConvertedSuite } from '../../harness/convert-suite';
import { convertedFingerprint } from '../../harness/converted-record';
import { startFixtureServer } from '../../harness/fixture-server';
import { differentialDir, outputRoot } from '../../harness/paths';
import { readRecordedRuns, writeRecordedRuns } from '../../harness/recorded-runs';
import { runConverted } from '../../harness/run-converted';
import {
  expectedOutcome,
  isCaseOf,
  readExpectedMethods,
  type ExpectedMethod,
} from './expected-outcomes';

export const seleniumJavaSuiteDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'suite');
export const seleniumJavaOutputRoot = join(outputRoot, 'selenium-java');
export const seleniumJavaRecordFile = join(
  differentialDir,
  'recorded',
  'selenium-java.converted.json',
);

/** The broken app's run runs every case: there is no original run to select the failing ones. */
const brokenRunsEveryCase = new Set(['selenium-java: every case']);

export interface Mismatch {
  key: string;
  app: 'good' | 'broken';
  expected: 'pass' | 'fail';
  actual: string;
}

export interface SeleniumJavaResult {
  conversion: Omit<ConvertedSuite, 'dir'>;
  /** Whether the runs ran now or were read from the record. */
  runs: string;
  methods: ExpectedMethod[];
  good: RunResult;
  broken: RunResult;
  /** Methods no converted case belongs to. */
  methodsWithoutCases: string[];
  /** Converted cases that belong to no method with an expected outcome. */
  casesWithoutMethod: string[];
  /** Cases whose outcome on an app is not the recorded one (a missing case never matches). */
  mismatches: Mismatch[];
}

/** The leg meets its bar: every method has cases, every case an expectation, and all match. */
export function isSound(
  result: Pick<
    SeleniumJavaResult,
    'good' | 'methodsWithoutCases' | 'casesWithoutMethod' | 'mismatches'
  >,
): boolean {
  return (
    result.good.cases.length > 0 &&
    result.methodsWithoutCases.length === 0 &&
    result.casesWithoutMethod.length === 0 &&
    result.mismatches.length === 0
  );
}

/** Compares two runs with the methods' expected outcomes. */
export function compareWithExpected(
  methods: readonly ExpectedMethod[],
  good: RunResult,
  broken: RunResult,
): Pick<SeleniumJavaResult, 'methodsWithoutCases' | 'casesWithoutMethod' | 'mismatches'> {
  const keys = new Set([...good.cases, ...broken.cases].map((c) => c.key));
  const titlePaths = new Map(
    [...good.cases, ...broken.cases].map((c) => [c.key, c.titlePath] as const),
  );
  const methodOf = (key: string) => methods.find((m) => isCaseOf(m, titlePaths.get(key) ?? []));
  const mismatches: Mismatch[] = [];
  for (const key of [...keys].sort()) {
    const method = methodOf(key);
    if (!method) continue;
    for (const run of [good, broken]) {
      const expected = expectedOutcome(method, run.app, key);
      const status = run.cases.find((c) => c.key === key)?.status ?? 'missing';
      const matches = expected === 'pass' ? status === 'passed' : status === 'failed';
      if (!matches) mismatches.push({ key, app: run.app, expected, actual: status });
    }
  }
  return {
    methodsWithoutCases: methods
      .filter((m) => ![...keys].some((key) => methodOf(key) === m))
      .map((m) => `${m.className} › ${m.method}`),
    casesWithoutMethod: [...keys].filter((key) => !methodOf(key)).sort(),
    mismatches,
  };
}

export async function runSeleniumJavaLeg(
  log: (line: string) => void = () => undefined,
): Promise<SeleniumJavaResult> {
  mkdirSync(seleniumJavaOutputRoot, { recursive: true });
  const methods = readExpectedMethods(seleniumJavaSuiteDir);
  const converted = await convertSuite(
    join(seleniumJavaOutputRoot, 'converted'),
    seleniumJavaSuiteDir,
  );
  if (!converted) throw new Error('the converter is not available');
  log(`converted: ${JSON.stringify(converted.report)}`);
  const fingerprint = convertedFingerprint(converted.dir, brokenRunsEveryCase);
  const recorded = readRecordedRuns(seleniumJavaRecordFile, fingerprint, [
    'DIFFERENTIAL_LIVE_CONVERTED',
    'DIFFERENTIAL_LIVE',
  ]);
  let good: RunResult;
  let broken: RunResult;
  if (recorded) ({ good, broken } = recorded);
  else {
    const goodApp = await startFixtureServer({ broken: false });
    const brokenApp = await startFixtureServer({ broken: true });
    try {
      const output = join(seleniumJavaOutputRoot, 'playwright');
      [good, broken] = await Promise.all([
        runConverted(converted.dir, 'good', goodApp.url, output),
        runConverted(converted.dir, 'broken', brokenApp.url, output),
      ]);
    } finally {
      await Promise.all([goodApp.close(), brokenApp.close()]);
    }
  }
  const { dir: _dir, ...conversion } = converted;
  const result: SeleniumJavaResult = {
    conversion,
    runs: recorded
      ? `recorded ${recorded.recordedAt}, converted files and inputs unchanged`
      : 'run live',
    methods,
    good,
    broken,
    ...compareWithExpected(methods, good, broken),
  };
  if (!recorded && isSound(result)) {
    writeRecordedRuns(seleniumJavaRecordFile, 'selenium-java', fingerprint, good, broken);
    result.runs = 'run live, and recorded';
  }
  log(
    `runs (${result.runs}): ${good.cases.length} cases on good, ${broken.cases.length} on broken`,
  );
  writeFileSync(join(seleniumJavaOutputRoot, 'good.log'), good.log);
  writeFileSync(join(seleniumJavaOutputRoot, 'broken.log'), broken.log);
  const { log: _good, ...goodRest } = good;
  const { log: _broken, ...brokenRest } = broken;
  writeFileSync(
    join(seleniumJavaOutputRoot, 'result.json'),
    JSON.stringify({ ...result, good: goodRest, broken: brokenRest }, null, 2),
  );
  return result;
}
