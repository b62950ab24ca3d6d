import path from 'node:path';
import {
  normaliseUrl,
  verifyOutput,
  type VerifyPhase,
  type VerifyReport,
} from '@rewright/workspace';
import { parseCommandLine } from '../command-line';
import type { CommandContext } from '../command-context';
import { EXIT } from '../exit-codes';
import { ProgressBar } from '../progress-bar';
import { plural } from '../summary';
import { UsageError } from '../usage-error';

const COMMAND = 'rewright verify';

export const VERIFY_HELP = `Usage: rewright verify <out> [options]

Verifies a converted suite in the folder <out> without changing it: every .ts file type-checks
against @playwright/test (tsc --noEmit), and Playwright loads and lists its tests
(playwright test --list). With --base-url it also runs the tests against that address in
Chromium and reports each test's result.

Options:
      --base-url <url>   run the tests against this address
      --json             print one JSON document to stdout, nothing else
  -h, --help             show this help

Exit codes:
  0  everything type-checks, loads and (with --base-url) passes
  1  type errors, files Playwright cannot load, or failing tests
  2  bad usage or unreadable input
`;

const OPTIONS = {
  'base-url': { type: 'string' },
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
