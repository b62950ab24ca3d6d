/**
 * Converts one input folder with one tool in its own process and counts what came out: every
 * source file of the input should have an output file with the same folder and base name (any of
 * the extensions a converter may choose); one without, or an empty one, is lost. Protractor configs
 * are left out of the count.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ChildReport } from './child-report';
import { runMeasured } from './measure-process';
import type { Tool } from './tools';

export interface ConversionFigures {
  tool: Tool['name'];
  label: string;
  inputFiles: number;
  exitCode: number | null;
  timedOut: boolean;
  wallSeconds: number;
  filesPerSecond: number;
  peakRssMiB: number | null;
  filesWritten: number;
  filesLost: number;
  filesFailed: number | null;
  todos: number | null;
  diagnostics: number | null;
  stderrTail: string;
}

const sourceFile = /\.(?:[cm]?[jt]sx?)$/;
/** Each tool turns the Protractor config into its own config file, so configs are not matched by name. */
const protractorConfig = /(?:^|\/)protractor[^/]*\.conf\.[cm]?[jt]s$/;

export async function runConversion(
  tool: Tool,
  input: string,
  output: string,
  scratch: string,
  timeoutMs: number,
): Promise<ConversionFigures> {
  rmSync(output, { recursive: true, force: true });
  mkdirSync(output, { recursive: true });
  if (tool.keepsModuleFormat && existsSync(path.join(input, 'package.json'))) {
    // Converting in place keeps the project's package.json (module type) beside the files.
    copyFileSync(path.join(input, 'package.json'), path.join(output, 'package.json'));
  }
  const logFile = path.join(scratch, `${tool.name}.log`);
  const { file, args, cwd } = tool.command(input, output, logFile);
  const run = await runMeasured(file, args, {
    cwd,
    timeoutMs,
    timeFile: path.join(scratch, `${tool.name}.time`),
  });
  let report: Partial<ChildReport> = {};
  try {
    report = run.exitCode === 0 ? tool.readReport(run.stdout, logFile) : {};
  } catch {
    // A report the tool did not print leaves its counts unknown (null), not zero.
  }
  const inputs = listSources(input).filter((relative) => !protractorConfig.test(relative));
  const outputs = new Set(
    listSources(output)
      .filter((relative) => statSync(path.join(output, relative)).size > 0)
      .map(stem),
  );
  const lost = inputs.filter((relative) => !outputs.has(stem(relative))).length;
  const wallSeconds = run.wallMs / 1000;
  const written = inputs.length - lost;
  const rss = run.maxRssKiB ?? report.maxRssKiB ?? null;
  return {
    tool: tool.name,
    label: tool.label,
    inputFiles: inputs.length,
    exitCode: run.exitCode,
    timedOut: run.timedOut,
    wallSeconds,
    filesPerSecond: run.timedOut ? 0 : written / wallSeconds,
    peakRssMiB: rss === null ? null : rss / 1024,
    filesWritten: written,
    filesLost: lost,
    filesFailed: report.filesFailed ?? null,
    todos: report.todos ?? null,
    diagnostics: report.diagnostics ?? null,
    // Progress bars redraw with carriage returns: keep the last few real lines, each cut short.
    stderrTail: run.stderr
      .split(/[\r\n]+/)
      .filter(Boolean)
      .slice(-3)
      .map((line) => line.slice(0, 200))
      .join('\n'),
  };
}

/** Source files under `dir`, `/`-separated, outside node_modules. */
function listSources(dir: string, prefix = ''): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : listSources(dir, relative);
    return entry.isFile() && sourceFile.test(entry.name) && !entry.name.endsWith('.d.ts')
      ? [relative]
      : [];
  });
}

/** `specs/a.spec.js` and `specs/a.spec.ts` are the same file converted. */
function stem(relative: string): string {
  return relative.replace(sourceFile, '');
}
