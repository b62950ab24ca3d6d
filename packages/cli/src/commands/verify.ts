import path from 'node:path';
import {
  compareSuites,
  LegacyRunnerError,
  normaliseUrl,
  verifyOutput,
  type VerifyPhase,
  type VerifyReport,
  plural,
} from '@rewright/workspace';
import { formatComparison, COMPARE_PHASES } from './verify-compare';
import { parseCommandLine } from '../command-line';
import type { CommandContext } from '../command-context';
import { EXIT } from '../exit-codes';
import { ProgressBar } from '../progress-bar';
import { UsageError } from '../usage-error';

const COMMAND = 'rewright verify';

export const VERIFY_HELP = `Usage: rewright verify <out> [options]

Verifies a converted suite in the folder <out> without changing it: every .ts file type-checks
against @playwright/test (tsc --noEmit), and Playwright loads and lists its tests
(playwright test --list). With --base-url it also runs the tests against that address in
Chromium and reports each test's result. With --compare <src> (and --base-url) it also runs the
original suite in <src> with the legacy runner installed there (Protractor, or selenium-webdriver
on Mocha, Jasmine or Jest; BASE_URL and Protractor's --baseUrl set to the same address) and
reports, per test matched by its describe/it titles, whether both agree.

Options:
      --base-url <url>   run the tests against this address
      --compare <src>    run the original suite in <src> too and compare, per test
      --json             print one JSON document to stdout, nothing else
  -h, --help             show this help

Exit codes:
  0  everything type-checks, loads and (with --base-url) passes
  1  type errors, files Playwright cannot load, or failing tests; with --compare: a test
     on which the original and converted suites disagree
  2  bad usage or unreadable input (also a --compare folder that cannot be read)
  10 --compare: no legacy runner installed in <src> (rewright installs nothing)
  11 --compare: the original suite's runner reported no results (it crashed or hung)
`;

const OPTIONS = {
  'base-url': { type: 'string' },
  compare: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

const PHASES: Record<VerifyPhase, string> = {
  'type-check': 'type-checking…',
  list: 'listing the tests…',
  run: 'running the tests…',
};

export async function runVerify(args: string[], context: CommandContext): Promise<number> {
  const { values, positionals } = parseCommandLine(args, OPTIONS, COMMAND);
  const { terminal } = context;
  if (values.help) {
    terminal.stdout.write(VERIFY_HELP);
    return 0;
  }
  if (positionals.length !== 1) {
    throw new UsageError(
      positionals.length === 0
        ? 'missing <out>: the folder of converted tests'
        : `expected one <out>, got ${positionals.length}`,
      COMMAND,
    );
  }
  let baseUrl: string | undefined;
  try {
    baseUrl =
      values['base-url'] === undefined ? undefined : normaliseUrl(values['base-url'], '--base-url');
  } catch (error) {
    throw new UsageError((error as Error).message, COMMAND);
  }
  if (values.compare !== undefined) {
    if (baseUrl === undefined)
      throw new UsageError(
        '--compare needs --base-url: the address both suites run against',
        COMMAND,
      );
    return runCompare(positionals[0]!, values.compare, baseUrl, values.json === true, context);
  }
  const progress = new ProgressBar(terminal.stderr);
  const phases = baseUrl ? 3 : 2;
  let step = 0;
  let report: VerifyReport;
  try {
    report = await verifyOutput(path.resolve(terminal.cwd, positionals[0]!), {
      ...(baseUrl ? { baseUrl } : {}),
      env: context.env,
      onPhase: (phase) => progress.update(step++, phases, PHASES[phase]),
    });
  } finally {
    progress.finish();
  }
  const exitCode = report.ok ? EXIT.ok : EXIT.findings;
  if (values.json) terminal.stdout.write(`${JSON.stringify({ ...report, exitCode }, null, 2)}\n`);
  else terminal.stdout.write(formatVerify(report, positionals[0]!));
  return exitCode;
}

export function formatVerify(report: VerifyReport, shown: string): string {
  const typeErrors = report.files.reduce((sum, file) => sum + file.typeErrors.length, 0);
  const loadErrors = report.files.reduce((sum, file) => sum + file.loadErrors.length, 0);
  const lines = [
    `Verified ${shown}: ${plural(report.files.length, 'file')}, ${plural(typeErrors, 'type error')}, ${plural(report.tests.length, 'test')} listed${loadErrors ? `, ${plural(loadErrors, 'file')} Playwright could not load` : ''}.`,
  ];
  if (report.run) {
    lines.push(
      `Ran against ${report.run.baseUrl}: ${report.run.passed} passed, ${report.run.failed} failed, ${report.run.skipped} skipped.`,
    );
  }
  lines.push('');
  for (const file of report.files) {
    const ok = file.typeErrors.length === 0 && file.loadErrors.length === 0;
    lines.push(`${ok ? 'ok  ' : 'FAIL'}  ${file.path}  (${plural(file.tests, 'test')})`);
    for (const error of file.typeErrors)
      lines.push(
        `        ${file.path}:${error.line}:${error.column}  ${error.code}  ${error.message}`,
      );
    for (const error of file.loadErrors) lines.push(`        ${file.path}:${error}`);
  }
  for (const error of report.otherErrors) lines.push(`FAIL  ${error}`);
  if (report.run) {
    lines.push('');
    for (const test of report.tests) {
      const status = test.status ?? 'not run';
      lines.push(`${status.padEnd(8)}  ${test.file}:${test.line}  ${test.title.join(' › ')}`);
      if (test.error) lines.push(`          ${test.error}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

async function runCompare(
  out: string,
  src: string,
  baseUrl: string,
  json: boolean,
  context: CommandContext,
): Promise<number> {
  const { terminal } = context;
  const progress = new ProgressBar(terminal.stderr);
  const order = Object.keys(COMPARE_PHASES);
  let report;
  try {
    report = await compareSuites({
      src: path.resolve(terminal.cwd, src),
      out: path.resolve(terminal.cwd, out),
      baseUrl,
      env: context.env,
      onPhase: (phase) =>
        progress.update(order.indexOf(phase), order.length, COMPARE_PHASES[phase]),
    });
  } catch (error) {
    if (!(error instanceof LegacyRunnerError)) throw error;
    terminal.stderr.write(`${COMMAND}: ${error.message}\n`);
    return error.kind === 'no-legacy-runner' ? EXIT.noLegacyRunner : EXIT.legacyRunFailed;
  } finally {
    progress.finish();
  }
  const exitCode = report.ok ? EXIT.ok : EXIT.findings;
  if (json) terminal.stdout.write(`${JSON.stringify({ ...report, exitCode }, null, 2)}\n`);
  else terminal.stdout.write(`${formatVerify(report.verify, out)}\n${formatComparison(report)}`);
  return exitCode;
}
