/**
 * What a conversion's result says, read the same way by every report of it: the CLI's summary and
 * `--json`, and the HTML report the CLI writes with `--report` and the desktop app beside its output.
 */
import type { Diagnostic, ProjectResult } from '@rewright/converter';

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
