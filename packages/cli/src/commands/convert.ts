import { lstat } from 'node:fs/promises';
import path from 'node:path';
import {
  BrokenLinkError,
  checkBaseUrl,
  checkFolderCouldBeCreated,
  convertAndCharge,
  createWritableFolder,
  DEFAULT_SERVER,
  describeFsError,
  FolderError,
  getCredentials,
  readProjectFiles,
  resolveRealPath,
  UnreadableInputError,
  UnsafeOutputError,
  WorkspaceError,
  WriteFailedError,
  writeOutput,
  type ChargingConvertOutcome,
  type ConversionQuote,
  exitCodeFor,
  writeHtmlReport,
} from '@rewright/workspace';
import { parseCommandLine } from '../command-line';
import type { CommandContext } from '../command-context';
import { AI_ENVIRONMENT_HELP, AI_HELP, AI_OPTIONS, aiSettingsFrom, formatAi } from '../ai-options';
import { chargesJson, confirmQuestion, formatCharges } from '../charge-summary';
import type { SourceKind } from '../converter';
import { buildJsonReport } from '../json-report';
import { resolveFolders } from '../output-folder';
import { ProgressBar } from '../progress-bar';
import { dataKindOf } from '@rewright/converter/kinds';
import { extensionsFor, filesToRead, findSourceKind, SOURCE_KINDS } from '../source-kinds';
import { formatSummary } from '../summary';
import { isUnmeteredRun } from '../unmetered';
import { UsageError } from '../usage-error';
import { explicitServer } from './account-options';

const COMMAND = 'rewright convert';

export const CONVERT_HELP = `Usage: rewright convert <src> [options]

Converts the test suite in the folder <src> to Playwright Test TypeScript. Each file keeps its
path relative to <src> and its base name (the extension becomes .ts, a spec may become .spec.ts);
a playwright.config.ts is generated beside them. No input file is ever modified or replaced.
Folders are compared once symbolic links are followed: an --out that leads into <src>, or
holds it, is refused. Only regular files are read; a FIFO, device or socket named like a source
file, or a file that is not valid UTF-8 (or UTF-16 with a byte order mark), is reported, not read.

Converting needs a sign-in ('rewright login', or REWRIGHT_TOKEN in CI) and costs one credit per
test case converted without a TODO inside it; a test case left with a TODO, and a file without
test cases (page objects, helpers), is free. The cost is shown and confirmed before anything is
charged (--yes confirms it in advance); the output is written only once the credits were taken.
Running the same conversion again (same inputs, same output) is never charged twice.
A dry run is free and needs no sign-in.

Options:
  -o, --out <dir>        output folder (default: <src>-playwright, beside <src>)
      --from <kind>      source kind: ${SOURCE_KINDS.map((entry) => entry.name).join(', ')} (default: detected per file)
      --dry-run          convert and report, but write no converted file
      --report <file>    also write a self-contained HTML report (original and converted code side by side)
      --json             print one JSON document (report and diagnostics) to stdout, nothing else
      --keep-gherkin     keep .feature files as they are and write playwright-bdd step
                         definitions (steps.ts) and a config that runs them, instead of specs
      --base-url <url>   the running app: natural-language steps are resolved against it (the
                         pages they open are loaded in Chromium and each locator is the one that
                         matches exactly one element); without it, locators follow the wording
                         and are reported unverified
  -y, --yes              agree to the cost without being asked (needed when stdin is not a terminal)
      --server <url>     the Rewright server (default: REWRIGHT_SERVER, else the signed-in server)
${AI_HELP}
  -h, --help             show this help

${AI_ENVIRONMENT_HELP}

Exit codes:
  0  every file converted
  1  converted, but TODOs are left or some files could not be converted
  2  bad usage or unreadable input
  4  not signed in (or the sign-in ended): run 'rewright login'
  5  the server or the identity provider did not answer
  7  not enough credits: nothing written, nothing charged
  8  the cost was not confirmed: nothing written, nothing charged
  9  charged, but the output could not be written: run the same conversion again (not charged twice)
`;

const OPTIONS = {
  out: { type: 'string', short: 'o' },
  from: { type: 'string' },
  'dry-run': { type: 'boolean' },
  report: { type: 'string' },
  json: { type: 'boolean' },
  'in-place': { type: 'boolean' },
  yes: { type: 'boolean', short: 'y' },
  server: { type: 'string' },
  'base-url': { type: 'string' },
  'keep-gherkin': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  ...AI_OPTIONS,
} as const;

/** The engine (`loadConverter`) is loaded only once the arguments are known to be good. */
export type ConvertContext = Pick<
  CommandContext,
  'terminal' | 'loadConverter' | 'env' | 'tokenStore' | 'unmeteredMarker'
>;

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
  // Development only (src/unmetered.ts): the variable and the checkout's dev-only file together.
  const unmetered = !dryRun && isUnmeteredRun(context.env, context.unmeteredMarker);
  const charged = !dryRun && !unmetered;
  const server = explicitServer(values.server, context.env, COMMAND);
  const ai = aiSettingsFrom(values, context.env, COMMAND);
  if (values['in-place']) {
    throw new UsageError(
      '--in-place was removed: converted files go to an output folder, never into the source tree (<src>-playwright beside it, or --out <dir>)',
      COMMAND,
    );
  }
  const folders = await resolveFolders({
    cwd: terminal.cwd,
    src: positionals[0]!,
    out: values.out,
  });
  // The app answers before anything is read, converted or charged.
  const baseUrl =
    values['base-url'] === undefined
      ? undefined
      : await checkBaseUrl(values['base-url']).catch((error: unknown) => {
          throw error instanceof WorkspaceError ? new UsageError(error.message, COMMAND) : error;
        });
  const reportPath =
    values.report === undefined ? undefined : path.resolve(terminal.cwd, values.report);
  // A charged run creates the output folder only once paid for (out of credits writes nothing).
  await prepareFolders(folders.out, reportPath, !unmetered);
  // The folders are good: the engine's thread loads (a few hundred milliseconds) while the input
  // is read and the sign-in checked. A failure to load is reported where it is awaited.
  const engineLoading = context.loadConverter().then((engine) => {
    engine.prepare?.();
    return engine;
  });
  engineLoading.catch(() => undefined);

  const read = await readProjectFiles(folders.src, {
    extensions: filesToRead(from),
    skipFolders: [folders.out],
  }).catch((error: unknown) => {
    throw error instanceof UnreadableInputError ? new UsageError(error.message, COMMAND) : error;
  });
  const { files } = read;
  // Data files alone (JSON, CSV) are nothing to convert.
  if (files.every((file) => dataKindOf(file.path) !== undefined) && read.unread.length === 0) {
    throw new UsageError(
      `found no ${extensionsFor(from).join(' ')} files in ${positionals[0]}`,
      COMMAND,
    );
  }
  const inputFiles = read.realPaths;
  const realReportPath =
    reportPath === undefined ? undefined : await realReportTarget(reportPath, inputFiles);

  // Signed in (bad usage said first), before the long part: a run that cannot be paid for ends now.
  const credentials = charged
    ? await getCredentials({
        store: context.tokenStore(),
        ...(server ? { server } : {}),
        defaultServer: DEFAULT_SERVER,
        env: context.env,
      })
    : undefined;
  const progress = new ProgressBar(terminal.stderr);
  progress.update(0, files.length, 'starting the converter…');
  let outcome: ChargingConvertOutcome;
  try {
    const engine = await engineLoading;
    outcome = await convertAndCharge({
      project: read,
      out: folders.out,
      ...(from === undefined ? {} : { from }),
      engine,
      dryRun: !charged,
      ai,
      ...(values['keep-gherkin'] ? { keepGherkin: true } : {}),
      ...(baseUrl === undefined
        ? {}
        : {
            baseUrl,
            onAppPage: (done: number, total: number, url: string) =>
              progress.update(done, total, `reading ${url}`),
          }),
      ...(credentials ? { credentials: async () => credentials } : {}),
      ...(values.yes
        ? {}
        : {
            confirm: async (quote) => {
              progress.finish();
              return confirmCost(quote, terminal);
            },
          }),
      onProgress: (event) => {
        if (event.phase === 'converting') progress.update(event.done, event.total, event.path);
        if (event.phase === 'asking-ai') {
          progress.update(0, event.todos, 'asking the AI provider about the TODOs…');
        }
      },
    });
  } catch (error) {
    throw error instanceof UnsafeOutputError ? new UsageError(error.message, COMMAND) : error;
  } finally {
    progress.finish();
  }
  const { result, quote, charge } = outcome;
  const aiReport = outcome.ai ? { ai: outcome.ai } : {};

  try {
    if (unmetered) {
      await writeOutput(folders.out, outcome.output, { inputFiles, sourceFolder: read.root });
    }
    if (realReportPath !== undefined) {
      await writeHtmlReport(realReportPath, {
        result,
        sources: new Map(files.map((file) => [file.path, file.source])),
        src: folders.src,
        out: folders.out,
        dryRun,
        ...aiReport,
      });
    }
  } catch (error) {
    if (
      error instanceof UnsafeOutputError ||
      error instanceof WriteFailedError ||
      error instanceof FolderError
    ) {
      throw new UsageError(error.message, COMMAND);
    }
    throw error;
  }

  const mode = dryRun ? 'dry-run' : unmetered ? 'unmetered' : 'charged';
  if (values.json) {
    const json = buildJsonReport(result, {
      src: folders.src,
      out: folders.out,
      dryRun,
      htmlReport: reportPath,
      credits: chargesJson(quote, charge),
      ...aiReport,
    });
    terminal.stdout.write(`${JSON.stringify(json, null, 2)}\n`);
  } else {
    const shown = (target: string) => path.relative(terminal.cwd, target) || '.';
    terminal.stdout.write(
      formatSummary(result, {
        src: shown(folders.src),
        out: shown(folders.out),
        dryRun,
        charges: formatCharges(quote, charge, mode),
        ...(outcome.ai ? { ai: formatAi(outcome.ai) } : {}),
        ...(reportPath === undefined ? {} : { reportPath: shown(reportPath) }),
      }),
    );
  }
  return exitCodeFor(result);
}

/** Asks on the terminal; with nobody to ask (stdin not a terminal) and no --yes, refuses. */
async function confirmCost(quote: ConversionQuote, terminal: ConvertContext['terminal']) {
  if (quote.credits === 0) return true; // nothing to pay: nothing to agree to
  const question = confirmQuestion(quote);
  if (!terminal.stdin?.isTTY) {
    throw new WorkspaceError(
      'not-confirmed',
      `${question.replace(' [y/N] ', '')} There is no terminal to confirm on: run again with --yes to agree. Nothing was written and no credits were taken.`,
    );
  }
  const answer = (await terminal.stdin.ask(question)).trim().toLowerCase();
  return answer === 'y' || answer === 'yes';
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
 * Before reading or converting anything: the output folder is checked (created, and a file made
 * in it, only for an unmetered development run: a dry run creates nothing, and a charged run
 * creates it once paid for) and the report's folder is created. A run that could
 * not write its result fails at once, not after the conversion (and never hangs, as under /proc).
 */
async function prepareFolders(
  out: string,
  reportPath: string | undefined,
  checkOnly: boolean,
): Promise<void> {
  try {
    if (checkOnly) await checkFolderCouldBeCreated(out, 'the output folder');
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
