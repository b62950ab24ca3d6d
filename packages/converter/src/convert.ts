/**
 * The public entry points: `convert` (one file) and `convertFiles` (a whole project, so the
 * conversion sees page objects and helpers together with the specs that use them). Pure: text in,
 * text and diagnostics out.
 */
import type ts from 'typescript';
import type {
  ConvertedFile,
  ConvertedFileProgress,
  ConvertInput,
  ConvertProjectOptions,
  ConvertResult,
  Diagnostic,
  GeneratedFile,
  ProjectFile,
  ProjectResult,
  SourceKind,
} from './api.js';
import { messageFor, severityOf } from './diagnostics/catalogue.js';
import { countTodos } from './diagnostics/todo.js';
import { detectProjectKinds, fallbackKind } from './detect.js';
import { engineFailure, isStackOverflow } from './diagnostics/engine-failure.js';
import { formatTypeScript } from './emit/format.js';
import { skipFormatReason } from './emit/format-policy.js';
import { joinPath, outputPathOf, relativePath } from './paths.js';
import type { FrontEnd, FrontEndConfig, FrontEndFile, SupportModule } from './core/front-end.js';
import { dataKindOf, kindEntry, kindNamed, SOURCE_KINDS } from './kinds.js';
import { withParsedFiles } from './core/program.js';
import { testCasesOf } from './test-cases.js';

/** Converts one file. Never throws: problems come back as diagnostics. */
// The engine's thread also answers what `--base-url` has to look up (deep-stack.ts).
export { liveAppLookups } from './sources/natural-language/live-lookups.js';

export async function convert(input: ConvertInput): Promise<ConvertResult> {
  const trees = new Map<string, ts.SourceFile>();
  const from =
    input.from === undefined
      ? (detectProjectKinds([input], trees)[0] as SourceKind)
      : (kindNamed(input.from)?.id ?? input.from);
  const frontEnd = await loadFrontEnd(from);
  if (!frontEnd) {
    return { code: '', diagnostics: [unsupportedKind(input.path, from)], testCount: 0, from };
  }
  try {
    const project = withParsedFiles(trees, () =>
      frontEnd.convertProject([{ path: input.path, source: input.source }], { isolated: true }),
    );
    const file = project.files[0] as FrontEndFile;
    if (file.role === 'config' && project.config) {
      const code = await formatOrReport(
        project.config.code,
        input.path,
        project.config.diagnostics,
      );
      return {
        code: code ?? '',
        diagnostics: project.config.diagnostics,
        testCount: 0,
        from,
        ...support(project.support),
      };
    }
    const diagnostics = [...file.diagnostics];
    const code =
      file.code === undefined
        ? undefined
        : await formatOrReport(file.code, input.path, diagnostics, file);
    if (!code && diagnostics.length === 0) {
      diagnostics.push({
        path: input.path,
        line: 1,
        column: 1,
        rule: 'parse/empty-file',
        severity: severityOf('parse/empty-file'),
        message: messageFor('parse/empty-file'),
      });
    }
    return {
      code: code ?? '',
      diagnostics,
      testCount: file.testCount,
      from,
      ...support(project.support),
    };
  } catch (error) {
    return { code: '', diagnostics: [engineFailure(input.path, error)], testCount: 0, from };
  }
}

function support(files: { path: string; code: string }[]): { supportFiles?: GeneratedFile[] } {
  return files.length
    ? { supportFiles: files.map((f) => ({ outputPath: f.path, code: f.code })) }
    : {};
}

/** The kind's front end, loaded on first use; undefined while the kind does not convert. */
async function loadFrontEnd(kind: SourceKind): Promise<FrontEnd | undefined> {
  return kindEntry(kind)?.frontEnd?.();
}

/**
 * Which kind each file is converted as: the given `from`, or detection's (`detectProjectKinds`).
 * Detection's trees, when a map is given, are kept there for the front end to take over.
 */
export function kindsOf(
  files: readonly ProjectFile[],
  from?: SourceKind,
  trees?: Map<string, ts.SourceFile>,
): SourceKind[] {
  return from ? files.map(() => from) : detectProjectKinds(files, trees);
}

/**
 * Converts a whole project. `files` are every source file of the suite (specs, page objects,
 * helpers, configs); each kind's files are converted together by its front end; the result has
 * one entry per input file, the generated `playwright.config.ts`, generated support modules and a
 * report.
 */
export async function convertFiles(
  input: readonly ProjectFile[],
  options: ConvertProjectOptions = {},
): Promise<ProjectResult> {
  // `.feature` files with the project's own step definitions: bound to them, not read by the grammar.
  if (options.from === undefined && input.some((f) => f.path.toLowerCase().endsWith('.feature'))) {
    const { bindStepDefinitions } = await import('./sources/natural-language/bound-steps.js');
    const bound = await bindStepDefinitions(input, options, convertFiles);
    if (bound) return bound;
  }
  // Data files (a Python suite's JSON and CSV) are not converted: their kind's front end writes
  // them to the output as they are, when the project has sources of that kind.
  const data = input.filter((file) => dataKindOf(file.path) !== undefined);
  const files = input.filter((file) => dataKindOf(file.path) === undefined);
  const trees = new Map<string, ts.SourceFile>();
  // `from` may be an alias (`selenium`) from a caller in plain JavaScript; an unknown one gives
  // each file a diagnostic below.
  const from =
    options.from === undefined ? undefined : (kindNamed(options.from)?.id ?? options.from);
  const kinds = kindsOf(files, from, trees);
  const converted = new Map<string, ConvertedFile>();
  const produced: FrontEndFile[] = [];
  /** Files a front end read and found nothing of its kind in (`notASource`): left out. */
  const notSources = new Set<string>();
  let config: FrontEndConfig | undefined;
  let defaultConfig: ((specs: string[]) => string) | undefined;
  const supportByPath = new Map<string, SupportModule>();
  for (const entry of SOURCE_KINDS) {
    const own = files.filter((_, i) => kinds[i] === entry.id);
    if (own.length === 0) continue;
    const frontEnd = await loadFrontEnd(entry.id);
    if (!frontEnd) {
      for (const file of own)
        converted.set(file.path, {
          sourcePath: file.path,
          outputPath: outputPathOf(file.path),
          role: 'helper',
          kind: entry.id,
          diagnostics: [unsupportedKind(file.path, entry.id)],
          testCount: 0,
        });
      continue;
    }
    defaultConfig ??= frontEnd.defaultConfig;
    try {
      const project = withParsedFiles(trees, () =>
        frontEnd.convertProject(own, {
          isolated: false,
          data: data.filter((file) => dataKindOf(file.path) === entry.id),
          ...(options.liveApp ? { liveApp: options.liveApp } : {}),
        }),
      );
      for (const file of project.files) {
        if (file.notASource) notSources.add(file.path);
        else produced.push(file);
      }
      config ??= project.config;
      for (const file of project.support) supportByPath.set(file.path, file);
    } catch (error) {
      produced.push(
        ...own.map((f) => ({
          path: f.path,
          role: 'helper' as const,
          diagnostics: [engineFailure(f.path, error)],
          testCount: 0,
        })),
      );
    }
  }

  files.forEach((file, index) => {
    const kind = kinds[index]!;
    if (SOURCE_KINDS.some((entry) => entry.id === kind)) return;
    converted.set(file.path, {
      sourcePath: file.path,
      outputPath: outputPathOf(file.path),
      role: 'helper',
      kind,
      diagnostics: [unsupportedKind(file.path, kind)],
      testCount: 0,
    });
  });

  // The front ends are done with the source trees: let them go before formatting.
  trees.clear();
  options.onAnalysisReleased?.();
  const kindByPath = new Map(files.map((file, index) => [file.path, kinds[index]!]));
  const configDir = config?.dir ?? '';
  const configOutput = joinPath(configDir, 'playwright.config.ts');
  let done = 0;
  for (const file of produced) {
    const diagnostics = [...file.diagnostics];
    const isConfig = file.role === 'config';
    const code =
      !isConfig && file.code !== undefined
        ? await formatOrReport(file.code, file.path, diagnostics, file)
        : undefined;
    const testCases = code !== undefined && file.testCount > 0 ? testCasesOf(code) : undefined;
    const result: ConvertedFile = {
      sourcePath: file.path,
      outputPath: isConfig ? configOutput : outputPathOf(file.path),
      role: file.role,
      kind: kindByPath.get(file.path)!,
      ...(code !== undefined ? { code } : {}),
      ...(testCases ? { testCases } : {}),
      diagnostics,
      // A front end counts a test in a loop over literal cases once; the output's cases (what is
      // charged) count each. The count is never below either, so the scan, the report and the bill
      // agree.
      testCount: Math.max(file.testCount, testCases?.length ?? 0),
    };
    converted.set(file.path, result);
    done++;
    options.onProgress?.(done, files.length - notSources.size, progressOf(result));
  }

  const ordered = files
    .filter((f) => !notSources.has(f.path))
    .map((f) => converted.get(f.path) as ConvertedFile);
  const specs = ordered
    .filter((f) => f.role === 'spec' && f.code !== undefined)
    .map((f) => relativePath(configDir, f.outputPath));
  const configDiagnostics = config?.diagnostics ?? [];
  defaultConfig ??= (await loadFrontEnd(fallbackKind))?.defaultConfig;
  const configSource = config?.code ?? (defaultConfig as (specs: string[]) => string)(specs);
  const configCode =
    (await formatOrReport(configSource, configOutput, configDiagnostics)) ?? configSource;
  const supportFiles = await Promise.all(
    [...supportByPath.values()].map(async (f) => ({
      outputPath: f.path,
      code: await supportText(f),
    })),
  );

  const report = {
    files: ordered.length,
    testCases: ordered.reduce((n, f) => n + f.testCount, 0),
    converted: ordered.filter(
      (f) =>
        f.code !== undefined &&
        countTodos(f.code) === 0 &&
        !f.diagnostics.some((d) => d.severity === 'error'),
    ).length,
    todos:
      ordered.reduce((n, f) => n + (f.code ? countTodos(f.code) : 0), 0) + countTodos(configCode),
    errors: ordered.filter((f) => f.code === undefined && f.role !== 'config').length,
  };
  const result: ProjectResult = {
    files: ordered,
    playwrightConfig: {
      outputPath: configOutput,
      code: configCode,
      diagnostics: configDiagnostics,
    },
    supportFiles,
    report,
  };
  if (!options.keepGherkin) return result;
  const { keepGherkin } = await import('./sources/natural-language/keep-gherkin.js');
  return keepGherkin(result, input);
}

/**
 * A support module's text as written: a generated module is formatted unless it is in Prettier's
 * layout already; a data file is written as it was read (exported for its test).
 */
export async function supportText(module: SupportModule): Promise<string> {
  if (!module.path.endsWith('.ts') || module.formatted) return module.code;
  return (await formatOrReport(module.code, module.path, [])) ?? module.code;
}

/**
 * The converted code through Prettier, or as it is with a diagnostic: `engine/not-formatted` over
 * the format limits, `engine/format-failed` where Prettier rejects it (exported for its test).
 */
export async function formatOrReport(
  code: string,
  path: string,
  diagnostics: Diagnostic[],
  input: { nesting?: number; callbackNesting?: number } = {},
): Promise<string | undefined> {
  const skipped = skipFormatReason(code, input.nesting, input.callbackNesting);
  if (skipped) {
    diagnostics.push(notFormatted(path, skipped));
    return code;
  }
  try {
    return await formatTypeScript(code);
  } catch (error) {
    if (isStackOverflow(error)) {
      diagnostics.push(notFormatted(path, 'nested too deeply for the stack'));
      return code;
    }
    diagnostics.push({
      path,
      line: 1,
      column: 1,
      rule: 'engine/format-failed',
      severity: severityOf('engine/format-failed'),
      message: `${messageFor('engine/format-failed')}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
    });
    return code;
  }
}

function notFormatted(path: string, reason: string): Diagnostic {
  return {
    path,
    line: 1,
    column: 1,
    rule: 'engine/not-formatted',
    severity: severityOf('engine/not-formatted'),
    message: messageFor('engine/not-formatted', reason),
  };
}

function unsupportedKind(path: string, from: SourceKind): Diagnostic {
  return {
    path,
    line: 1,
    column: 1,
    rule: 'engine/unknown-source-kind',
    severity: 'error',
    message: `${messageFor('engine/unknown-source-kind')} (${from})`,
  };
}

function progressOf(file: ConvertedFile): ConvertedFileProgress {
  const { sourcePath, outputPath, role, kind, testCount } = file;
  return { sourcePath, outputPath, role, ...(kind ? { kind } : {}), testCount };
}
