/**
 * One differential run: serve the good and the broken app, run the original Protractor suite on
 * both, convert it (or take a given converted folder), run the converted suite on both, compare,
 * and write `.test-results/differential/result.json`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RunResult } from './case-results';
import { compareRuns, type CaseComparison, type Score } from './compare';
import { convertSuite, type ConvertedSuite } from './convert-suite';
import { startFixtureServer } from './fixture-server';
import { outputRoot } from './paths';
import { runConverted } from './run-converted';
import { runOriginal } from './run-original';

export interface DifferentialOptions {
  /** Run only the original suite (the harness's own sanity check). */
  originalsOnly?: boolean;
  /** Use this folder of already-converted Playwright files instead of running our converter. */
  convertedDir?: string;
  log?: (line: string) => void;
}

export interface DifferentialResult {
  startedAt: string;
  durationMs: number;
  converted: Pick<ConvertedSuite, 'origin' | 'report' | 'notWritten' | 'dir'> | null;
  score: Score;
  rows: CaseComparison[];
  runs: Record<string, Omit<RunResult, 'log'> & { logFile: string }>;
}

export const resultFile = join(outputRoot, 'result.json');

export async function runDifferential(
  options: DifferentialOptions = {},
): Promise<DifferentialResult> {
  const log = options.log ?? (() => undefined);
  const started = Date.now();
  mkdirSync(outputRoot, { recursive: true });
  const good = await startFixtureServer({ broken: false });
  const broken = await startFixtureServer({ broken: true });
  try {
    log(`fixture apps: good ${good.url}, broken ${broken.url}`);
    // The two original runs are independent (one browser each), so they run side by side.
    const [originalGood, originalBroken] = await Promise.all([
      runOriginal('good', good.url),
      runOriginal('broken', broken.url),
    ]);
    log(
      `originals: ${originalGood.cases.length} cases on good, ${originalBroken.cases.length} on broken`,
    );

    let converted: ConvertedSuite | undefined;
    if (options.convertedDir) converted = { dir: options.convertedDir, origin: 'given' };
    else if (!options.originalsOnly) converted = await convertSuite(join(outputRoot, 'converted'));
    log(converted ? `converted suite: ${converted.dir}` : 'converted suite: none (originals only)');

    let convertedGood: RunResult | undefined;
    let convertedBroken: RunResult | undefined;
    if (converted) {
      const output = join(outputRoot, 'playwright');
      convertedGood = await runConverted(converted.dir, 'good', good.url, output);
      convertedBroken = await runConverted(converted.dir, 'broken', broken.url, output);
      log(
        `converted: ${convertedGood.cases.length} cases on good, ${convertedBroken.cases.length} on broken`,
      );
    }

    const runs = { originalGood, originalBroken, convertedGood, convertedBroken };
    const { rows, score } = compareRuns(runs);
    const result: DifferentialResult = {
      startedAt: new Date(started).toISOString(),
      durationMs: Date.now() - started,
      converted: converted
        ? {
            dir: converted.dir,
            origin: converted.origin,
            report: converted.report,
            notWritten: converted.notWritten,
          }
        : null,
      score,
      rows,
      runs: Object.fromEntries(
        Object.entries(runs).flatMap(([name, run]) => (run ? [[name, saveRun(name, run)]] : [])),
      ),
    };
    writeFileSync(resultFile, JSON.stringify(result, null, 2));
    return result;
  } finally {
    await Promise.all([good.close(), broken.close()]);
  }
}

/** Keeps each runner's full output in a log file beside result.json, out of the JSON itself. */
function saveRun(name: string, run: RunResult): DifferentialResult['runs'][string] {
  const logFile = join(outputRoot, `${name}.log`);
  writeFileSync(logFile, run.log);
  const { log: _log, ...rest } = run;
  return { ...rest, logFile };
}
