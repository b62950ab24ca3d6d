// The counts and the failed tests' names from a Vitest or Playwright JSON report, for the closing
// lines of `npm test` (scripts/test.mjs).
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

/**
 * Passed, failed and skipped counts and each failure as "where › test name" plus the first line of
 * its error; undefined when the report is missing or unreadable (the runner itself broke).
 */
export function readCounts(file, root) {
  let report;
  try {
    report = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
  if ('numPassedTests' in report) {
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
      failures: vitestFailures(report, root),
    };
  }
  const stats = report.stats ?? {};
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
    failures: playwrightFailures(report),
  };
}

function vitestFailures(report, root) {
  const failures = [];
  for (const file of report.testResults ?? []) {
    const path = relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed)
      failures.push(describeFailure(`${path} › ${test.fullName}`, test.failureMessages?.[0]));
    // A file that fails before any test runs (an import error, a crash in beforeAll) has no failed test to name.
    if (failed.length === 0 && file.status === 'failed')
      failures.push(describeFailure(path, file.message));
  }
  return failures;
}

function playwrightFailures(report) {
  const failures = [];
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message;
        failures.push(
          describeFailure(
            `${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`,
            error,
          ),
        );
      }
    }
    for (const child of suite.suites ?? [])
      visit(child, suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
  return failures;
}

function describeFailure(where, message) {
  const first = (message ?? '')
    // eslint-disable-next-line no-control-regex -- the runners colour their messages
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .find((line) => line.trim() !== '');
  return first ? `${where}\n      ${first.trim().slice(0, 300)}` : where;
}
