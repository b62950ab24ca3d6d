/**
 * The original suites' runs, recorded in `differential/recorded/<source>.json`.
 *
 * What an original suite does on the good and the broken app depends only on the suite, the
 * apps, the harness code that serves and runs them, the runners' versions and the browser. The
 * fingerprint covers all of them; while it is unchanged, the harness takes the recorded runs
 * instead of running the originals again (a third of the differential's time on 2 cores). Any
 * change runs them live, and a live run that behaves as `expected-breakage*.ts` records is written
 * back (commit it with the change). `DIFFERENTIAL_LIVE_ORIGINALS=1` (or `DIFFERENTIAL_LIVE=1`,
 * converted runs too) always runs them live.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { RunResult } from './case-results';
import { compareRuns, originalsAsRecorded } from './compare';
import {
  hashLockedVersions,
  hashTree,
  readRecordedRuns,
  versionOf,
  writeRecordedRuns,
} from './recorded-runs';
import { chromiumPath, differentialDir, pythonPath } from './paths';
import type { SourceSuite, SuiteSource } from './sources';

const harnessDir = join(differentialDir, 'harness');
/** The harness code an original run depends on (the converted runs' code is not part of it). */
const sharedHarnessFiles = [
  'case-results.ts',
  'child-process.ts',
  'fixture-api.ts',
  'fixture-server.ts',
  'paths.ts',
  'run-original.ts',
  'serve.ts',
];
const runnerDirs: Record<SuiteSource, string> = {
  protractor: 'protractor',
  'selenium-js': 'selenium',
  'selenium-python': 'selenium-python',
};
/** The runners the original suites load, as the lock file pins them. */
const runnerPackages =
  /(^|\/)node_modules\/(protractor|selenium-webdriver[^/]*|mocha[^/]*|jasmine[^/]*|chai[^/]*|angular)$/;

export function recordFileOf(source: SuiteSource): string {
  return join(differentialDir, 'recorded', `${source}.json`);
}

/** Every input of an original run, hashed. */
export function originalsFingerprint(suite: SourceSuite): string {
  const hash = createHash('sha256');
  const addTree = (dir: string) => hashTree(hash, dir, differentialDir);
  addTree(suite.dir);
  addTree(join(differentialDir, 'apps'));
  addTree(join(harnessDir, runnerDirs[suite.source]));
  for (const file of sharedHarnessFiles) addTree(join(harnessDir, file));
  hashLockedVersions(hash, runnerPackages);
  hash.update(`node ${process.version}\0`);
  hash.update(`${versionOf(chromiumPath, ['--version'])}\0`);
  hash.update(`${versionOf('chromedriver', ['--version'])}\0`);
  if (suite.source === 'selenium-python') {
    const script =
      'import sys, selenium, pytest; print(sys.version, selenium.__version__, pytest.__version__)';
    hash.update(`${versionOf(pythonPath, ['-c', script])}\0`);
  }
  return hash.digest('hex');
}

/** The recorded runs, when they were made from exactly these inputs. */
export function readRecord(
  suite: SourceSuite,
  fingerprint: string,
): { good: RunResult; broken: RunResult; recordedAt: string } | undefined {
  return readRecordedRuns(recordFileOf(suite.source), fingerprint, [
    'DIFFERENTIAL_LIVE_ORIGINALS',
    'DIFFERENTIAL_LIVE',
  ]);
}

/**
 * Records live runs that behave as recorded in the suite's expected breakage (all pass on the
 * good app, exactly the recorded cases fail on the broken one); anything else is not recorded.
 */
export function writeRecordIfSound(
  suite: SourceSuite,
  fingerprint: string,
  good: RunResult,
  broken: RunResult,
): boolean {
  if (!behavesAsRecorded(suite, good, broken)) return false;
  writeRecordedRuns(recordFileOf(suite.source), suite.source, fingerprint, good, broken);
  return true;
}

function behavesAsRecorded(suite: SourceSuite, good: RunResult, broken: RunResult): boolean {
  const { rows } = compareRuns({ originalGood: good, originalBroken: broken });
  return rows.length >= 40 && originalsAsRecorded(rows, suite.expectedBreakage);
}
