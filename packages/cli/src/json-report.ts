import type { ChargesJson } from './charge-summary';
import type { Diagnostic, ProjectFileRole, ProjectReport, ProjectResult } from './converter';
import { collectDiagnostics, exitCodeFor, type AiRunReport } from '@rewright/workspace';

/** The `--json` document: one object on stdout, stable for CI scripts. Paths of folders are absolute. */
export interface JsonReport {
  src: string;
  out: string;
  dryRun: boolean;
  exitCode: 0 | 1;
  report: ProjectReport;
  files: {
    sourcePath: string;
    outputPath: string;
    role: ProjectFileRole;
    testCount: number;
    /** False when the file could not be converted, and for every file of a dry run. */
    written: boolean;
    diagnostics: number;
  }[];
  playwrightConfig: { outputPath: string; written: boolean };
  /** Modules the conversion generated for the converted files to import. */
  supportFiles: { outputPath: string; written: boolean }[];
  diagnostics: Diagnostic[];
  htmlReport?: string;
  /** Cost and charge: every converted test case, charged or free (and why); credits taken and left. */
  credits?: ChargesJson;
  /** The AI pass: off and why, or per TODO exactly what was sent and what became of it. */
  ai?: AiRunReport;
}

export function buildJsonReport(
  result: ProjectResult,
  context: {
    src: string;
    out: string;
    dryRun: boolean;
    htmlReport?: string;
    credits?: ChargesJson;
    ai?: AiRunReport;
  },
): JsonReport {
  return {
    src: context.src,
    out: context.out,
    dryRun: context.dryRun,
    exitCode: exitCodeFor(result),
    report: result.report,
    files: result.files.map((file) => ({
      sourcePath: file.sourcePath,
      outputPath: file.outputPath,
      role: file.role,
      testCount: file.testCount,
      written: !context.dryRun && file.code !== undefined,
      diagnostics: file.diagnostics.length,
    })),
    playwrightConfig: { outputPath: result.playwrightConfig.outputPath, written: !context.dryRun },
    supportFiles: result.supportFiles.map((file) => ({
      outputPath: file.outputPath,
      written: !context.dryRun,
    })),
    diagnostics: collectDiagnostics(result),
    ...(context.htmlReport === undefined ? {} : { htmlReport: context.htmlReport }),
    ...(context.credits === undefined ? {} : { credits: context.credits }),
    ...(context.ai === undefined ? {} : { ai: context.ai }),
  };
}
