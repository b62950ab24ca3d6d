import { collectDiagnostics, plural } from '@rewright/workspace';
import type { Diagnostic, ProjectReport, ProjectResult } from './converter';

/** The report's five numbers as an aligned block: label column, then right-aligned counts. */
export function formatReport(report: ProjectReport): string {
  const rows: [string, number][] = [
    ['files', report.files],
    ['test cases', report.testCases],
    ['converted', report.converted],
    ['TODOs', report.todos],
    ['errors', report.errors],
  ];
  const width = Math.max(...rows.map(([, value]) => String(value).length));
  return rows
    .map(([label, value]) => `  ${label.padEnd(12)}${String(value).padStart(width)}`)
    .join('\n');
}

/**
 * `path:line:column  severity  rule  message`, one per line, columns padded so a long list scans
 * down easily; editors and terminals turn `path:line:column` into a link.
 */
export function formatDiagnostics(diagnostics: readonly Diagnostic[]): string {
  const rows = diagnostics.map((d) => [
    `${d.path}:${d.line}:${d.column}`,
    d.severity,
    d.rule,
    d.message,
  ]);
  const widths = [0, 1, 2].map((column) => Math.max(0, ...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row.map((cell, column) => (column < 3 ? cell.padEnd(widths[column]!) : cell)).join('  '),
    )
    .join('\n');
}

export interface SummaryContext {
  /** Source and output folders as the user should read them (relative to where they ran us). */
  src: string;
  out: string;
  dryRun: boolean;
  reportPath?: string;
  /** What the conversion cost (or would cost): charged and free test cases, credits. */
  charges?: string;
  /** The AI pass: off, or what was sent and replaced (`formatAi`). */
  ai?: string;
}

/** The whole human-readable ending of a run, printed to stdout. */
export function formatSummary(result: ProjectResult, context: SummaryContext): string {
  const diagnostics = collectDiagnostics(result);
  const written = result.files.filter((file) => file.code !== undefined).length;
  const support = result.supportFiles.length;
  const files =
    [
      plural(written, 'converted file'),
      ...(support === 0 ? [] : [plural(support, 'support module')]),
    ].join(', ') + ` and ${result.playwrightConfig.outputPath}`;
  const headline = context.dryRun
    ? `Dry run: would write ${files} to ${context.out}; nothing was written.`
    : `Converted ${context.src} into ${context.out}: ${files}.`;
  const lines = [headline, '', formatReport(result.report)];
  if (context.charges) lines.push('', context.charges);
  if (context.ai) lines.push('', context.ai);
  if (diagnostics.length > 0) lines.push('', formatDiagnostics(diagnostics));
  if (context.reportPath !== undefined) lines.push('', `HTML report: ${context.reportPath}`);
  if (result.report.todos > 0) {
    lines.push(
      '',
      `Search the output for "TODO(rewright)" to finish ${plural(result.report.todos, 'TODO')}.`,
    );
  }
  return `${lines.join('\n')}\n`;
}
