import { lstat } from 'node:fs/promises';
import path from 'node:path';
import { withUnreadFiles } from '@rewright/converter/source-text';
import { parseCommandLine } from '../command-line';
import type { CommandContext } from '../command-context';
import type { ProjectResult, SourceKind } from '../converter';
import { checkFolderCouldBeCreated, createWritableFolder, FolderError } from '../create-folder';
import { renderHtmlReport } from '../html-report';
import { buildJsonReport } from '../json-report';
import { resolveFolders } from '../output-folder';
import { withoutOutputConflicts } from '../output-conflicts';
import { ProgressBar } from '../progress-bar';
import {
  BrokenLinkError,
  describeFsError,
  readProjectFiles,
  resolveRealPath,
  UnreadableInputError,
} from '@rewright/workspace';
import { extensionsFor, findSourceKind, SOURCE_KINDS } from '../source-kinds';
import { exitCodeFor, formatSummary } from '../summary';
import { UsageError } from '../usage-error';
import {
  planOutput,
  UnsafeOutputError,
  WriteFailedError,
  writeOutput,
  writeRegularFile,
} from '../write-output';

const COMMAND = 'rewright convert';

export const CONVERT_HELP = `Usage: rewright convert <src> [options]

Converts the test suite in the folder <src> to Playwright Test TypeScript. Each file keeps its
path relative to <src> and its base name (the extension becomes .ts, a spec may become .spec.ts);
a playwright.config.ts is generated beside them. No input file is ever modified or replaced.
Folders are compared once symbolic links are followed: an --out that leads into <src>, or
holds it, is refused. Only regular files are read; a FIFO, device or socket named like a source
file, or a file that is not valid UTF-8 (or UTF-16 with a byte order mark), is reported, not read.

Options:
  -o, --out <dir>        output folder (default: <src>-playwright, beside <src>)
      --from <kind>      source kind: ${SOURCE_KINDS.map((entry) => entry.name).join(', ')} (default: detected per file)
      --dry-run          convert and report, but write no converted file
      --report <file>    also write a self-contained HTML report (original and converted code side by side)
      --json             print one JSON document (report and diagnostics) to stdout, nothing else
      --in-place         write the converted files into <src> itself, beside the originals (x.js -> x.ts);
                         refused, with nothing written, when a file to write already exists there
  -h, --help             show this help

Exit codes:
  0  every file converted
  1  converted, but TODOs are left or some files could not be converted
  2  bad usage or unreadable input
`;

const OPTIONS = {
  out: { type: 'string', short: 'o' },
  from: { type: 'string' },
  'dry-run': { type: 'boolean' },
  report: { type: 'string' },
  json: { type: 'boolean' },
  'in-place': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** The engine (`loadConverter`) is loaded only once the arguments are known to be good. */
export type ConvertContext = Pick<CommandContext, 'terminal' | 'loadConverter'>;

/** `rewright convert`: returns the exit code; throws `UsageError` for bad usage or unreadable input. */
export async function runConvert(args: string[], context: ConvertContext): Promise<number> {
  const { values, positionals } = parseCommandLine(args, OPTIONS, COMMAND);
  const { terminal } = context;
  if (values.help) {
    terminal.stdout.write(CONVERT_HELP);
    return 0;
  }
  if (positionals.length !== 1) {
    throw new UsageError(
      positionals.length === 0
        ? 'missing <src>: the folder to convert'
        : `expected one <src>, got ${positionals.length}`,
      COMMAND,
    );
  }
  const from = parseFrom(values.from);
  const dryRun = values['dry-run'] ?? false;
  const folders = await resolveFolders({
    cwd: terminal.cwd,
    src: positionals[0]!,
    out: values.out,
    inPlace: values['in-place'] ?? false,
  });
  const reportPath =
    values.report === undefined ? undefined : path.resolve(terminal.cwd, values.report);
  await prepareFolders(folders.out, reportPath, dryRun);

  const read = await readProjectFiles(folders.src, {
    extensions: extensionsFor(from),
    skipFolders: folders.out === folders.src ? [] : [folders.out],
  }).catch((error: unknown) => {
    throw error instanceof UnreadableInputError ? new UsageError(error.message, COMMAND) : error;
  });
  const { files } = read;
  if (files.length === 0 && read.unread.length === 0) {
    throw new UsageError(
      `found no ${extensionsFor(from).join(' ')} files in ${positionals[0]}`,
      COMMAND,
    );
  }
  const inputFiles = read.realPaths;
  const realReportPath =
    reportPath === undefined ? undefined : await realReportTarget(reportPath, inputFiles);

  const progress = new ProgressBar(terminal.stderr);
  progress.update(0, files.length, 'starting the converter…');
  let result: ProjectResult;
  try {
    const converter = await context.loadConverter();
    const converted = await converter.convertFiles(files, {
      ...(from === undefined ? {} : { from }),
      onProgress: (done, total, file) => progress.update(done, total, file.sourcePath),
    });
    result = withUnreadFiles(withoutOutputConflicts(converted), read.unread);
  } finally {
    progress.finish();
  }

  try {
    if (!dryRun) {
      await writeOutput(folders.out, planOutput(result), {
        inputFiles,
        inPlace: folders.out === folders.src,
      });
    }
    if (realReportPath !== undefined) {
      const sources = new Map(files.map((file) => [file.path, file.source]));
      const html = renderHtmlReport({
        result,
        sources,
        src: folders.src,
        out: folders.out,
        dryRun,
      });
      await writeRegularFile(realReportPath, html, { replace: true }).catch((error: unknown) => {
        throw new WriteFailedError(
          `cannot write the report ${realReportPath}: ${describeFsError(error)}`,
          { cause: error },
        );
      });
    }
  } catch (error) {
    if (error instanceof UnsafeOutputError || error instanceof WriteFailedError) {
      throw new UsageError(error.message, COMMAND);
    }
    throw error;
  }

  if (values.json) {
    const json = buildJsonReport(result, {
      src: folders.src,
      out: folders.out,
      dryRun,
      htmlReport: reportPath,
    });
    terminal.stdout.write(`${JSON.stringify(json, null, 2)}\n`);
  } else {
    const shown = (target: string) => path.relative(terminal.cwd, target) || '.';
    terminal.stdout.write(
      formatSummary(result, {
        src: shown(folders.src),
        out: shown(folders.out),
        dryRun,
        ...(reportPath === undefined ? {} : { reportPath: shown(reportPath) }),
      }),
    );
  }
  return exitCodeFor(result);
}

function parseFrom(value: string | undefined): SourceKind | undefined {
  if (value === undefined) return undefined;
  const kind = findSourceKind(value);
  if (kind === undefined) {
    const known = SOURCE_KINDS.map((entry) => entry.name).join(', ');
    throw new UsageError(`unknown --from '${value}' (supported: ${known})`, COMMAND);
  }
  return kind;
}

/**
 * Before reading or converting anything: the output folder (unless a dry run, which creates
 * nothing) and the report's folder are created and a file can be made in them. A run that could
 * not write its result fails at once, not after the conversion (and never hangs, as under /proc).
 */
async function prepareFolders(
  out: string,
  reportPath: string | undefined,
  dryRun: boolean,
): Promise<void> {
  try {
    if (dryRun) await checkFolderCouldBeCreated(out, 'the output folder');
    else await createWritableFolder(out, 'the output folder');
    if (reportPath !== undefined) {
      await createWritableFolder(path.dirname(reportPath), 'the folder of the report');
    }
  } catch (error) {
    throw error instanceof FolderError ? new UsageError(error.message, COMMAND) : error;
  }
}

/** Where the report really goes; refused when that is an input file or not a regular file. */
async function realReportTarget(reportPath: string, inputFiles: readonly string[]) {
  const real = await resolveRealPath(reportPath).then(
    (resolved) => resolved.real,
    (error: unknown) => {
      const reason = error instanceof BrokenLinkError ? error.message : describeFsError(error);
      throw new UsageError(`cannot write the report ${reportPath}: ${reason}`, COMMAND);
    },
  );
  if (inputFiles.includes(real)) {
    throw new UsageError(`--report would overwrite the input file ${real}`, COMMAND);
  }
  const info = await lstat(real).catch(() => undefined);
  if (info !== undefined && !info.isFile()) {
    throw new UsageError(`--report ${reportPath} is not a regular file`, COMMAND);
  }
  return real;
}
