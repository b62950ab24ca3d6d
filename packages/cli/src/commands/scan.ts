import path from 'node:path';
import { kindEntry } from '@rewright/converter/kinds';
import { scanProject, type ProjectScan, plural } from '@rewright/workspace';
import { parseCommandLine } from '../command-line';
import type { CommandContext } from '../command-context';
import { EXIT } from '../exit-codes';
import { ProgressBar } from '../progress-bar';
import { findSourceKind, SOURCE_KINDS } from '../source-kinds';
import { formatDiagnostics } from '../summary';
import { UsageError } from '../usage-error';

const COMMAND = 'rewright scan';

export const SCAN_HELP = `Usage: rewright scan <src> [options]

Scans the test suite in the folder <src> on this machine: the source kinds found, each file with
its test cases, and what converting it costs: one credit per test case converted without a TODO
inside it, exactly what 'rewright convert' will charge. Free, and no sign-in: nothing is written
and no source code leaves the machine.

Options:
      --from <kind>      source kind: ${SOURCE_KINDS.map((entry) => entry.name).join(', ')} (default: detected per file)
      --json             print one JSON document to stdout, nothing else
  -h, --help             show this help

Exit codes:
  0  scanned
  1  scanned, but some files could not be read
  2  bad usage or unreadable input
`;

const OPTIONS = {
  from: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

export async function runScan(args: string[], context: CommandContext): Promise<number> {
  const { values, positionals } = parseCommandLine(args, OPTIONS, COMMAND);
  const { terminal } = context;
  if (values.help) {
    terminal.stdout.write(SCAN_HELP);
    return 0;
  }
  if (positionals.length !== 1) {
    throw new UsageError(
      positionals.length === 0
        ? 'missing <src>: the folder to scan'
        : `expected one <src>, got ${positionals.length}`,
      COMMAND,
    );
  }
  const from = values.from === undefined ? undefined : findSourceKind(values.from);
  if (values.from !== undefined && from === undefined) {
    const known = SOURCE_KINDS.map((entry) => entry.name).join(', ');
    throw new UsageError(`unknown --from '${values.from}' (supported: ${known})`, COMMAND);
  }
  const progress = new ProgressBar(terminal.stderr);
  let scan: ProjectScan;
  try {
    progress.update(0, 1, 'reading the project…');
    scan = await scanProject(path.resolve(terminal.cwd, positionals[0]!), {
      ...(from ? { from } : {}),
      engine: context.loadScanEngine,
      onProgress: (done, total, file) => progress.update(done, total, file),
    });
  } finally {
    progress.finish();
  }
  const exitCode = scan.unread.length > 0 ? EXIT.findings : EXIT.ok;
  if (values.json) {
    terminal.stdout.write(`${JSON.stringify({ ...scan, exitCode }, null, 2)}\n`);
  } else {
    terminal.stdout.write(formatScan(scan, positionals[0]!));
  }
  return exitCode;
}

export function formatScan(scan: ProjectScan, shownRoot: string): string {
  const lines = [
    `Scanned ${shownRoot}: ${plural(scan.files.length, 'file')}, ${plural(scan.testCases, 'test case')}.`,
    `Converting it costs ${plural(scan.credits, 'credit')} (one per test case converted without a TODO inside it${scan.freeTestCases > 0 ? `; ${plural(scan.freeTestCases, 'test case')} with a TODO left inside ${scan.freeTestCases === 1 ? 'is' : 'are'} free` : ''}).`,
    '',
    ...scan.kinds.map(
      (kind) =>
        `  ${kind.label}: ${plural(kind.files, 'file')}, ${plural(kind.testCases, 'test case')}`,
    ),
    '',
  ];
  const rows = scan.files.map((file) => [
    file.path,
    kindEntry(file.kind).label,
    file.role,
    String(file.testCases),
  ]);
  const widths = [0, 1, 2].map((column) => Math.max(0, ...rows.map((row) => row[column]!.length)));
  for (const row of rows) {
    lines.push(
      `  ${row[0]!.padEnd(widths[0]!)}  ${row[1]!.padEnd(widths[1]!)}  ${row[2]!.padEnd(widths[2]!)}  ${row[3]}`,
    );
  }
  if (scan.unread.length > 0) lines.push('', formatDiagnostics(scan.unread));
  return `${lines.join('\n')}\n`;
}
