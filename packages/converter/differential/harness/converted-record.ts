/**
 * The converted suites' runs, recorded in `differential/recorded/<source>.converted.json`.
 *
 * What a converted suite does on the two apps depends only on the files the converter wrote, the
 * apps, the harness code that serves and runs them, which cases the broken run selects, the
 * Playwright version, Node and the browser. The fingerprint covers all of them, so any change to
 * the converter that changes a single byte of its output runs the suite live again; while nothing
 * changed, the recorded runs are scored instead (each converted test costs several CPU-seconds,
 * which was most of `npm test` on 2 cores). A live run is written back only when it keeps every
 * pass and every breakage (commit it with the change). `DIFFERENTIAL_LIVE_CONVERTED=1` (or
 * `DIFFERENTIAL_LIVE=1`, originals too) always runs them live.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { RunResult } from './case-results';
import type { CaseComparison } from './compare';
import {
  hashLockedVersions,
  hashTree,
  readRecordedRuns,
  versionOf,
  writeRecordedRuns,
} from './recorded-runs';
import { chromiumPath, differentialDir } from './paths';
import type { SuiteSource } from './sources';

const harnessDir = join(differentialDir, 'harness');
/** The harness code a converted run depends on (serving the apps, running Playwright, reading its report). */
const convertedHarnessFiles = [
  'case-results.ts',
  'child-process.ts',
  'fixture-api.ts',
  'fixture-server.ts',
  'paths.ts',
  'run-converted.ts',
];
const playwrightPackages = /(^|\/)node_modules\/(@playwright\/test|playwright|playwright-core)$/;

const recordDir = join(differentialDir, 'recorded');

export function convertedRecordFileOf(source: SuiteSource, dir = recordDir): string {
  return join(dir, `${source}.converted.json`);
}

/** Every input of the two converted runs, hashed; `selection`: the cases the broken run runs. */
export function convertedFingerprint(convertedDir: string, selection: ReadonlySet<string>): string {
  const hash = createHash('sha256');
  hashTree(hash, convertedDir, convertedDir);
  hash.update('\0apps\0');
  hashTree(hash, join(differentialDir, 'apps'), differentialDir);
  for (const file of convertedHarnessFiles) hashTree(hash, join(harnessDir, file), differentialDir);
  hash.update(`\0broken run: ${JSON.stringify([...selection].sort())}\0`);
  hashLockedVersions(hash, playwrightPackages);
  hash.update(`node ${process.version}\0`);
  hash.update(`${versionOf(chromiumPath, ['--version'])}\0`);
  return hash.digest('hex');
}

/** The recorded runs, when they were made from exactly these inputs. */
export function readConvertedRecord(
  source: SuiteSource,
  fingerprint: string,
  dir = recordDir,
): { good: RunResult; broken: RunResult; recordedAt: string } | undefined {
  return readRecordedRuns(convertedRecordFileOf(source, dir), fingerprint, [
    'DIFFERENTIAL_LIVE_CONVERTED',
    'DIFFERENTIAL_LIVE',
  ]);
}

/**
 * Records live runs that keep every pass and every breakage of the original; a run with a gap
 * (known or new) is not recorded, so it runs live until the converter closes it.
 */
export function writeConvertedRecordIfSound(
  source: SuiteSource,
  fingerprint: string,
  good: RunResult,
  broken: RunResult,
  rows: readonly CaseComparison[],
  dir = recordDir,
): boolean {
  const sound =
    rows.length > 0 && rows.every((row) => row.keepsPass !== false && row.keepsFailure !== false);
  if (!sound) return false;
  writeRecordedRuns(convertedRecordFileOf(source, dir), source, fingerprint, good, broken);
  return true;
}
