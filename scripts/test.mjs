#!/usr/bin/env node
// `npm test`: every check of the repository in one run, from fast to slow (independent steps side
// by side), and one closing line with the totals. A failing step does not hide the later ones; the exit code is non-zero if any
// step failed.
//   1. typecheck, lint, formatting (each counts as one check)
//   2. unit and integration tests (Vitest; server on embedded PGlite)
//   3. server integration tests again on PostgreSQL, when TEST_DATABASE_URL is set (.ci/run sets it)
//   4. the converter's differential harness: the original Protractor, Selenium WebDriver (JS/TS)
//      and Selenium Python (pytest) suites and their conversion by Rewright, each on the good and
//      the broken fixture app; a converted suite must keep every pass and every failure. The
//      originals' runs are recorded with a fingerprint of everything they depend on and run again
//      only when that changes (packages/converter/differential/harness/original-record.ts)
//   5. website build, then end-to-end tests in Chromium (Playwright Test) against the running stack
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCounts } from './test-reports.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const results = join(root, '.test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const runStarted = Date.now();
const totals = { passed: 0, failed: 0, skipped: 0 };
const summary = [];
/** Each failed test by name with the first line of its error: the closing lines alone must say what broke. */
const failures = [];

// Steps that do not depend on each other run side by side: most of them wait on processes,
// servers and browsers rather than on the CPU. The first step of each pair shows its output as it
// runs; the others' output is printed whole when they finish.
await Promise.all([
  check('typecheck', 'npm', ['run', 'typecheck', '--silent']),
  check('lint', 'npx', ['eslint', '.', '--max-warnings', '0'], { quiet: true }),
  check('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn'], { quiet: true }),
]);

await Promise.all([
  suite('unit + integration (PGlite)', 'vitest.json', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(results, 'vitest.json')}`,
  ]),
  process.env.TEST_DATABASE_URL
    ? suite(
        'server integration (PostgreSQL)',
        'vitest-postgres.json',
        'npx',
        [
          'vitest',
          'run',
          '--project',
          'server',
          // One file at a time: it shares the machine with the run above.
          '--maxWorkers=1',
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${join(results, 'vitest-postgres.json')}`,
        ],
        { env: { DATABASE_URL: process.env.TEST_DATABASE_URL }, quiet: true },
      )
    : summary.push('server integration (PostgreSQL): not run (set TEST_DATABASE_URL to run it)'),
]);

const [, built] = await Promise.all([
  suite(
    'converter differential harness (Protractor, Selenium JS and Python originals, converted suites)',
    'differential.json',
    'npx',
    [
      'vitest',
      'run',
      '--config',
      'packages/converter/differential/vitest.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(results, 'differential.json')}`,
    ],
  ),
  check('website build', 'npm', ['run', 'build', '--workspace', 'apps/web', '--silent'], {
    quiet: true,
  }),
]);

if (built) {
  await suite(
    'end to end (Chromium)',
    'e2e.json',
    'npx',
    ['playwright', 'test', '--config', 'e2e/playwright.config.ts'],
    { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(results, 'e2e.json') } },
  );
} else {
  summary.push('end to end (Chromium): not run, the website did not build');
  totals.failed += 1;
}

if (failures.length > 0) console.log(`\nFailed tests:\n${failures.join('\n')}`);
console.log(`\n${summary.join('\n')}\nwhole run:${took(runStarted)}`);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`Total: ${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed > 0 ? 1 : 0);

async function check(name, command, args, options = {}) {
  const started = Date.now();
  const ok = (await run(command, args, { ...options, name })) === 0;
  totals[ok ? 'passed' : 'failed'] += 1;
  summary.push(`${name}: ${ok ? 'passed' : 'FAILED'}${took(started)}`);
  return ok;
}

/** How long a step took, for the summary: where the run's time goes is worth seeing every time. */
function took(started) {
  const seconds = Math.round((Date.now() - started) / 1000);
  return ` (${Math.floor(seconds / 60)} min ${seconds % 60} s)`;
}

async function suite(name, reportFile, command, args, options = {}) {
  const started = Date.now();
  const code = await run(command, args, { ...options, name });
  const counts = readCounts(join(results, reportFile), root);
  if (!counts) {
    // No report means the runner itself broke (config error, crash): that is a failure, never a pass.
    totals.failed += 1;
    summary.push(`${name}: FAILED before reporting (exit code ${code})${took(started)}`);
    return;
  }
  // A runner that exits non-zero with every test green (e.g. an unhandled error) still fails the run.
  const failed = counts.failed + (code !== 0 && counts.failed === 0 ? 1 : 0);
  totals.passed += counts.passed;
  totals.failed += failed;
  totals.skipped += counts.skipped;
  summary.push(`${name}: ${counts.passed} passed, ${failed} failed${took(started)}`);
  failures.push(...counts.failures.map((failure) => `  ${name} › ${failure}`));
}

/**
 * `quiet`: the output is kept and printed whole at the end of the step (it runs beside another).
 * REWRIGHT_TEST_STEP_WRAPPER: a program each step runs through as `<wrapper> <step name> <command>
 * <args…>`; bench/test-time/measure.sh uses it to count each step's CPU time.
 */
function run(command, args, { env = {}, quiet = false, name = command } = {}) {
  console.log(`\n> ${command} ${args.join(' ')}${quiet ? ' (output when it ends)' : ''}`);
  const wrapper = process.env.REWRIGHT_TEST_STEP_WRAPPER;
  return new Promise((resolve) => {
    const child = spawn(wrapper || command, wrapper ? [name, command, ...args] : args, {
      cwd: root,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      if (quiet)
        console.log(`\n> ${command} ${args.join(' ')} (ended, exit code ${code})\n${output}`);
      resolve(code ?? 1);
    });
  });
}
