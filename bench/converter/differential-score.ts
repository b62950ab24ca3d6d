/**
 * Scores a folder of converted files with the converter's differential harness
 * (`packages/converter/differential/harness/main.ts --converted-dir`): it runs the original
 * Protractor suite and the converted one against the good and the broken fixture apps. The score
 * is read from the harness's printed score lines (its result.json is shared with other runs of
 * the harness on this machine, so the printed lines are the ones that belong to this run).
 */
import path from 'node:path';
import { runMeasured } from './measure-process';
import { repoRoot } from './tools';

export interface DifferentialScore {
  /** Cases the original suite passes on the good app. */
  originalPassing: number;
  /** Cases the broken app makes the original fail. */
  originalDetecting: number;
  keptPassing: number;
  keptFailing: number;
  passRate: number;
  detectionRate: number;
  wallSeconds: number;
}

export const differentialSuiteDir = path.join(
  repoRoot,
  'packages',
  'converter',
  'differential',
  'suite',
);
const harnessMain = path.join(
  repoRoot,
  'packages',
  'converter',
  'differential',
  'harness',
  'main.ts',
);

export async function scoreConverted(
  convertedDir: string,
  scratch: string,
  timeoutMs: number,
): Promise<DifferentialScore | { error: string }> {
  const run = await runMeasured(
    process.execPath,
    ['--import', 'tsx', harnessMain, '--converted-dir', convertedDir],
    {
      cwd: repoRoot,
      timeoutMs,
      timeFile: path.join(scratch, 'differential.time'),
    },
  );
  if (run.timedOut) return { error: `timed out after ${Math.round(run.wallMs / 1000)} s` };
  const originals = /originals: (\d+)\/\d+ pass on the good app, (\d+) fail on the broken app/.exec(
    run.stdout,
  );
  const converted =
    /converted: (\d+)\/\d+ keep passing .*?, (\d+)\/\d+ still fail on the broken app/.exec(
      run.stdout,
    );
  if (!originals || !converted) {
    return {
      error: `no score printed (exit ${run.exitCode}): ${run.stderr.trim().split('\n').slice(-3).join(' ')}`,
    };
  }
  const [originalPassing, originalDetecting, keptPassing, keptFailing] = [
    originals[1],
    originals[2],
    converted[1],
    converted[2],
  ].map(Number) as [number, number, number, number];
  return {
    originalPassing,
    originalDetecting,
    keptPassing,
    keptFailing,
    passRate: originalPassing ? keptPassing / originalPassing : 0,
    detectionRate: originalDetecting ? keptFailing / originalDetecting : 0,
    wallSeconds: run.wallMs / 1000,
  };
}
