import type { Diagnostic, ProjectReport, ProjectResult } from './converter';

/** `1 file`, `3 files`. */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

const diagnosticKey = (d: Diagnostic) =>
  JSON.stringify([d.path, d.line, d.column, d.rule, d.severity, d.message]);

/**
 * The diagnostics of the generated config that no input file already carries. The engine reports
 * a config problem on the Protractor config (where the line is) and again on the generated config;
 * shown once, on the Protractor config. What is left is about the generated file itself (e.g. it
 * could not be formatted) or a project without a Protractor config.
 */
export function generatedConfigDiagnostics(result: ProjectResult): Diagnostic[] {
  const onFiles = new Set(result.files.flatMap((file) => file.diagnostics).map(diagnosticKey));
  return result.playwrightConfig.diagnostics.filter((d) => !onFiles.has(diagnosticKey(d)));
}

/** Every diagnostic of a run — files and the generated config — each once, by path, line, then column. */
export function collectDiagnostics(result: ProjectResult): Diagnostic[] {
  const all = [
    ...result.files.flatMap((file) => file.diagnostics),
    ...generatedConfigDiagnostics(result),
  ];
  const unique = new Map(all.map((d) => [diagnosticKey(d), d]));
  return [...unique.values()].sort(
    (a, b) =>
      (a.path < b.path ? -1 : a.path > b.path ? 1 : 0) || a.line - b.line || a.column - b.column,
  );
}

/**
 * 0 when every file converted with no TODO left; 1 when a TODO is left or a file could not be
 * converted. (2, bad usage, never gets this far.) A Protractor config without code of its own is
 * fine: it became the generated `playwright.config.ts`.
 */
export function exitCodeFor(result: ProjectResult): 0 | 1 {
  const { todos, errors } = result.report;
  const unconverted = result.files.some(
    (file) => file.code === undefined && file.role !== 'config',
  );
  return todos > 0 || errors > 0 || unconverted ? 1 : 0;
}

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
