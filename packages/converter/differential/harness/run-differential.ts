/**
 * One differential run of one source suite (Protractor by default, or Selenium WebDriver JS/TS):
 * serve the good and the broken app, run the original suite on both, convert it (or take a given
 * converted folder), run the converted suite on both, compare, and write `result.json` into the
 * suite's output folder (`.test-results/differential/`, `…/differential/selenium-js/`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RunResult } from './case-results';
import { compareRuns, detects, type CaseComparison, type Score } from './compare';
import { convertSuite, type ConvertedSuite } from './convert-suite';
import {
  convertedFingerprint,
  readConvertedRecord,
  writeConvertedRecordIfSound,
} from './converted-record';
import { startFixtureServer } from './fixture-server';
import { originalsFingerprint, readRecord, writeRecordIfSound } from './original-record';
import { runConverted } from './run-converted';
import { sourceSuites, type SuiteSource } from './sources';

export interface DifferentialOptions {
  /** Which original suite; Protractor when absent. */
  source?: SuiteSource;
  /** Run only the original suite (the harness's own sanity check). */
  originalsOnly?: boolean;
  /** Use this folder of already-converted Playwright files instead of running our converter. */
  convertedDir?: string;
  /** A conversion the caller already made (`convertSuite`), instead of converting here. */
  converted?: ConvertedSuite;
  log?: (line: string) => void;
}

export interface DifferentialResult {
  source: SuiteSource;
  /** Whether the originals ran now or their recorded runs were taken (`original-record.ts`). */
  originals: string;
  /** The same for the converted suite's runs (`converted-record.ts`); absent when none ran. */
  convertedRuns?: string;
  startedAt: string;
  durationMs: number;
  converted: Pick<
    ConvertedSuite,
    'origin' | 'report' | 'notWritten' | 'dir' | 'unsupported' | 'writtenTestCases'
  > | null;
  /**
   * Set when the converter refused the suite's source kind and wrote no test: the converted runs
   * are skipped and the score says so.
   */
  notConvertedYet?: string;
  score: Score;
  rows: CaseComparison[];
  runs: Record<string, Omit<RunResult, 'log'> & { logFile: string }>;
}

export function resultFileOf(source: SuiteSource = 'protractor'): string {
  return join(sourceSuites[source].outputRoot, 'result.json');
}
/** The Protractor suite's result.json. */
export const resultFile = resultFileOf('protractor');

export async function runDifferential(
  options: DifferentialOptions = {},
): Promise<DifferentialResult> {
  const log = options.log ?? (() => undefined);
  const started = Date.now();
  const suite = sourceSuites[options.source ?? 'protractor'];
  const outputRoot = suite.outputRoot;
  mkdirSync(outputRoot, { recursive: true });
  const good = await startFixtureServer({ broken: false });
  const broken = await startFixtureServer({ broken: true });
  try {
    log(`fixture apps: good ${good.url}, broken ${broken.url}`);
    const fingerprint = originalsFingerprint(suite);
    const recorded = readRecord(suite, fingerprint);
    // The two original runs are independent (one browser each), so they run side by side.
    const [originalGood, originalBroken] = recorded
      ? [recorded.good, recorded.broken]
      : await Promise.all([
          suite.runOriginal('good', good.url),
          suite.runOriginal('broken', broken.url),
        ]);
    const originals = recorded
      ? `recorded ${recorded.recordedAt}, inputs unchanged`
      : writeRecordIfSound(suite, fingerprint, originalGood, originalBroken)
        ? 'run live, and recorded'
        : 'run live';
    log(
      `originals (${originals}): ${originalGood.cases.length} cases on good, ${originalBroken.cases.length} on broken`,
    );

    let converted: ConvertedSuite | undefined = options.converted;
    if (options.convertedDir) converted = { dir: options.convertedDir, origin: 'given' };
    else if (!converted && !options.originalsOnly) {
      converted = await convertSuite(join(outputRoot, 'converted'), suite.dir);
    }
    const notConvertedYet = converted && notConvertedReason(converted);
    log(
      notConvertedYet
        ? `converted suite: ${notConvertedYet}`
        : converted
          ? `converted suite: ${converted.dir}`
          : 'converted suite: none (originals only)',
    );

    let convertedGood: RunResult | undefined;
    let convertedBroken: RunResult | undefined;
    let convertedRuns: string | undefined;
    let liveFingerprint: string | undefined;
    if (converted && !notConvertedYet) {
      const output = join(outputRoot, 'playwright');
      // On the broken app only the cases the original fails there are scored, so only they run.
      const detecting = new Set(
        compareRuns({ originalGood, originalBroken })
          .rows.filter(detects)
          .map((row) => row.key),
      );
      // Only our converter's output is recorded: a folder given by the caller (another tool's
      // output, in the bench) always runs live.
      const fingerprint =
        converted.origin === 'rewright'
          ? convertedFingerprint(converted.dir, detecting)
          : undefined;
      const recordedRuns = fingerprint && readConvertedRecord(suite.source, fingerprint);
      if (recordedRuns) {
        [convertedGood, convertedBroken] = [recordedRuns.good, recordedRuns.broken];
        convertedRuns = `recorded ${recordedRuns.recordedAt}, converted files and inputs unchanged`;
      } else {
        // Side by side like the originals: the broken run mostly waits out expect timeouts.
        [convertedGood, convertedBroken] = await Promise.all([
          runConverted(converted.dir, 'good', good.url, output),
          runConverted(converted.dir, 'broken', broken.url, output, detecting),
        ]);
        // Recorded below, once the runs are scored.
        liveFingerprint = fingerprint;
        convertedRuns = 'run live';
      }
    }

    const runs = { originalGood, originalBroken, convertedGood, convertedBroken };
    const { rows, score } = compareRuns(runs);
    if (
      liveFingerprint &&
      convertedGood &&
      convertedBroken &&
      writeConvertedRecordIfSound(
        suite.source,
        liveFingerprint,
        convertedGood,
        convertedBroken,
        rows,
      )
    ) {
      convertedRuns = 'run live, and recorded';
    }
    if (convertedGood && convertedBroken) {
      log(
        `converted (${convertedRuns}): ${convertedGood.cases.length} cases on good, ${convertedBroken.cases.length} on broken`,
      );
    }
    const result: DifferentialResult = {
      source: suite.source,
      originals,
      convertedRuns,
      startedAt: new Date(started).toISOString(),
      durationMs: Date.now() - started,
      converted: converted
        ? {
            dir: converted.dir,
            origin: converted.origin,
            report: converted.report,
            notWritten: converted.notWritten,
            unsupported: converted.unsupported,
            writtenTestCases: converted.writtenTestCases,
          }
        : null,
      notConvertedYet,
      score,
      rows,
      runs: Object.fromEntries(
        Object.entries(runs).flatMap(([name, run]) =>
          run ? [[name, saveRun(outputRoot, name, run)]] : [],
        ),
      ),
    };
    writeFileSync(join(outputRoot, 'result.json'), JSON.stringify(result, null, 2));
    return result;
  } finally {
    await Promise.all([good.close(), broken.close()]);
  }
}

/**
 * Why a conversion is not run: the converter refused the source kind (`engine/unknown-source-kind`)
 * and wrote no test. A partial conversion is run and scored like any other.
 */
export function notConvertedReason(converted: ConvertedSuite): string | undefined {
  const refused = converted.unsupported ?? [];
  if (converted.origin !== 'rewright' || refused.length === 0 || converted.writtenTestCases) {
    return undefined;
  }
  return `not converted yet (the converter does not convert this source kind: ${refused.length} files refused)`;
}

/** Keeps each runner's full output in a log file beside result.json, out of the JSON itself. */
function saveRun(
  outputRoot: string,
  name: string,
  run: RunResult,
): DifferentialResult['runs'][string] {
  const logFile = join(outputRoot, `${name}.log`);
  writeFileSync(logFile, run.log);
  const { log: _log, ...rest } = run;
  return { ...rest, logFile };
}
