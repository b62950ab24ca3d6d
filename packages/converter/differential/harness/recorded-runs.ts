/**
 * What the recorded runs (`original-record.ts`, `converted-record.ts`) share: how they hash their
 * inputs (files and folders by content, pinned package versions from the lock file, the versions
 * of the tools a run uses), and how a record is read back.
 */
import { execFileSync } from 'node:child_process';
import type { Hash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import type { RunResult } from './case-results';
import { repoRoot } from './paths';

/** Hashes each file under `path` (or the file itself) with its path relative to `base`. */
export function hashTree(hash: Hash, path: string, base: string): void {
  for (const file of filesUnder(path)) {
    hash.update(`${relative(base, file).split(sep).join('/')}\0`);
    hash.update(readFileSync(file));
    hash.update('\0');
  }
}

/** Hashes the lock file's version of every installed package whose path matches `packages`. */
export function hashLockedVersions(hash: Hash, packages: RegExp): void {
  const lock = JSON.parse(readFileSync(join(repoRoot, 'package-lock.json'), 'utf8')) as {
    packages?: Record<string, { version?: string }>;
  };
  for (const [path, entry] of Object.entries(lock.packages ?? {}).sort(([a], [b]) =>
    a.localeCompare(b),
  )) {
    if (packages.test(path)) hash.update(`${path}@${entry.version ?? ''}\0`);
  }
}

const skipped = /(^|[/\\])(node_modules|__pycache__|\.pytest_cache|test-results)([/\\]|$)/;

/** The file itself, or the files under a folder (no installed packages, no run output), sorted. */
function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (statSync(path).isFile()) return [path];
  return readdirSync(path, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !skipped.test(relative(path, file)))
    .sort();
}

const versions = new Map<string, string>();

/** A tool's version line, asked once per process (every suite's fingerprint needs the browser's). */
export function versionOf(command: string, args: string[]): string {
  const key = [command, ...args].join('\0');
  const known = versions.get(key);
  if (known !== undefined) return known;
  const version = askVersion(command, args);
  versions.set(key, version);
  return version;
}

function askVersion(command: string, args: string[]): string {
  try {
    return execFileSync(command, args, {
      encoding: 'utf8',
      timeout: 30_000,
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return `${command}: unavailable`;
  }
}

/** A record file: the suite's two runs, without their logs. */
export interface RecordedRuns {
  source: string;
  fingerprint: string;
  recordedAt: string;
  good: Omit<RunResult, 'log'>;
  broken: Omit<RunResult, 'log'>;
}

/**
 * The runs recorded in `file`, when they were made from exactly these inputs and no variable in
 * `liveVariables` is set to 1; the log line says where they came from and how to run them live.
 */
export function readRecordedRuns(
  file: string,
  fingerprint: string,
  liveVariables: readonly string[],
): { good: RunResult; broken: RunResult; recordedAt: string } | undefined {
  if (liveVariables.some((name) => process.env[name] === '1')) return undefined;
  if (!existsSync(file)) return undefined;
  const record = JSON.parse(readFileSync(file, 'utf8')) as RecordedRuns;
  if (record.fingerprint !== fingerprint) return undefined;
  const log = `recorded run of ${record.recordedAt} (${relative(repoRoot, file)}); set ${liveVariables[0]}=1 to run it live\n`;
  return {
    good: { ...record.good, log },
    broken: { ...record.broken, log },
    recordedAt: record.recordedAt,
  };
}

/**
 * Writes a record of two live runs. Their logs stay out, and each error keeps its first lines:
 * enough to read a recorded failure, where whole stacks are noise.
 */
export function writeRecordedRuns(
  file: string,
  source: string,
  fingerprint: string,
  good: RunResult,
  broken: RunResult,
): void {
  const strip = ({ log: _log, ...run }: RunResult): Omit<RunResult, 'log'> => ({
    ...run,
    cases: run.cases.map((c) => (c.error ? { ...c, error: firstLines(c.error) } : c)),
  });
  const record: RecordedRuns = {
    source,
    fingerprint,
    recordedAt: new Date().toISOString(),
    good: strip(good),
    broken: strip(broken),
  };
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
}

function firstLines(text: string): string {
  return text.split('\n').slice(0, 3).join('\n').slice(0, 400);
}
