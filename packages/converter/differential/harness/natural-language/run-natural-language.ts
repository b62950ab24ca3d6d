/**
 * The natural-language leg (issue 15, "Proof"): test cases written the way QA teams write them
 * (`differential/natural-language/`: Gherkin, numbered, bullets, prose) against the plain fixture
 * app have no original runner — the description is the original. The leg converts them with
 * `--base-url` pointing at the served good app and no AI provider, runs the conversion on the good
 * app (every case must pass) and on the broken one (the cases it fails must be exactly those
 * `expected-breakage-natural-language.ts` records), and writes `result.json` beside the other legs.
 *
 * The runs are recorded like the converted suites' (`recorded/natural-language.converted.json`,
 * fingerprinted by `convertedFingerprint`: the converted files, the apps, the harness code that
 * runs them, Playwright, Node, Chromium): while the converter writes the same files, the recorded
 * runs are read instead of run. The conversion itself always runs (it is what is fingerprinted).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectedBreakage } from '../../expected-breakage-natural-language';
import type { RunResult } from '../case-results';
import { convertedFingerprint } from '../converted-record';
import { startFixtureServer } from '../fixture-server';
import { differentialDir, outputRoot } from '../paths';
import { readRecordedRuns, writeRecordedRuns } from '../recorded-runs';
import { runConverted } from '../run-converted';
import { convertWithBaseUrl, type NaturalLanguageConversion } from './convert-with-base-url';

export const naturalLanguageCasesDir = join(differentialDir, 'natural-language');
export const naturalLanguageOutputRoot = join(outputRoot, 'natural-language');
export const naturalLanguageRecordFile = join(
  differentialDir,
  'recorded',
  'natural-language.converted.json',
);

/** The broken app's run runs every case (there is no original to select the detecting ones). */
const brokenRunsEveryCase = new Set(['natural-language: every case']);

export interface NaturalLanguageResult {
  conversion: Omit<NaturalLanguageConversion, 'output'>;
  /** Whether the runs ran now or were read from the record. */
  runs: string;
  good: RunResult;
  broken: RunResult;
  /** Cases that did not pass on the good app. */
  notPassingOnGood: string[];
  /** Cases the broken app makes fail. */
  failingOnBroken: string[];
}

/** Whether the runs are as they must be: all pass on good, exactly the recorded ones fail on broken. */
export function isSound(
  result: Pick<NaturalLanguageResult, 'good' | 'notPassingOnGood' | 'failingOnBroken'>,
): boolean {
  const failing = [...result.failingOnBroken].sort();
  const expected = [...expectedBreakage].sort();
  return (
    result.good.cases.length > 0 &&
    result.notPassingOnGood.length === 0 &&
    JSON.stringify(failing) === JSON.stringify(expected)
  );
}

export async function runNaturalLanguageLeg(
  log: (line: string) => void = () => undefined,
): Promise<NaturalLanguageResult> {
  mkdirSync(naturalLanguageOutputRoot, { recursive: true });
  const good = await startFixtureServer({ broken: false });
  const broken = await startFixtureServer({ broken: true });
  try {
    const converted = await convertWithBaseUrl(
      naturalLanguageCasesDir,
      join(naturalLanguageOutputRoot, 'converted'),
      good.url,
    );
    writeFileSync(join(naturalLanguageOutputRoot, 'convert.log'), converted.output);
    log(`converted with --base-url ${good.url}: exit ${converted.exitCode}`);
    const fingerprint = convertedFingerprint(converted.dir, brokenRunsEveryCase);
    const recorded = readRecordedRuns(naturalLanguageRecordFile, fingerprint, [
      'DIFFERENTIAL_LIVE_CONVERTED',
      'DIFFERENTIAL_LIVE',
    ]);
    const output = join(naturalLanguageOutputRoot, 'playwright');
    const [goodRun, brokenRun] = recorded
      ? [recorded.good, recorded.broken]
      : await Promise.all([
          runConverted(converted.dir, 'good', good.url, output),
          runConverted(converted.dir, 'broken', broken.url, output),
        ]);
    const result: NaturalLanguageResult = {
      conversion: {
        dir: converted.dir,
        exitCode: converted.exitCode,
        ...(converted.report ? { report: converted.report } : {}),
      },
      runs: recorded
        ? `recorded ${recorded.recordedAt}, converted files and inputs unchanged`
        : 'run live',
      good: goodRun,
      broken: brokenRun,
      notPassingOnGood: goodRun.cases.filter((c) => c.status !== 'passed').map((c) => c.key),
      failingOnBroken: brokenRun.cases.filter((c) => c.status === 'failed').map((c) => c.key),
    };
    if (!recorded && isSound(result)) {
      writeRecordedRuns(
        naturalLanguageRecordFile,
        'natural-language',
        fingerprint,
        goodRun,
        brokenRun,
      );
      result.runs = 'run live, and recorded';
    }
    log(
      `runs (${result.runs}): ${goodRun.cases.length} cases on good, ${brokenRun.cases.length} on broken`,
    );
    writeFileSync(join(naturalLanguageOutputRoot, 'good.log'), goodRun.log);
    writeFileSync(join(naturalLanguageOutputRoot, 'broken.log'), brokenRun.log);
    const { log: _good, ...goodRest } = goodRun;
    const { log: _broken, ...brokenRest } = brokenRun;
    writeFileSync(
      join(naturalLanguageOutputRoot, 'result.json'),
      JSON.stringify({ ...result, good: goodRest, broken: brokenRest }, null, 2),
    );
    return result;
  } finally {
    await Promise.all([good.close(), broken.close()]);
  }
}
