import type { ProjectResult, SourceKind } from '@rewright/converter';
import { withUnreadFiles } from '@rewright/converter/source-text';
import { resolveTodos, type AiRunReport, type LiveAppCheck } from './ai/resolve-todos';
import { liveAnswerCheck } from './live-app/answer-check';
import type { AiSettingsOutcome } from './ai/settings';
import { readLiveApp } from './live-app/read-live-app';
import {
  conversionFacts,
  conversionKey,
  quoteConversion,
  type ConversionQuote,
} from './conversion-charges';
import { consumeConversion, type ConversionCharge } from './consume-conversion';
import { WorkspaceError } from './errors';
import { withoutOutputConflicts } from './output-conflicts';
import type { ProjectRead } from './project-files';
import type { ConvertEngine } from './scan';
import type { Credentials } from './session';
import {
  checkOutput,
  checkOutputFolder,
  planOutput,
  writeOutput,
  type OutputFile,
} from './write-output';

export type ConvertProgress =
  | { phase: 'converting'; done: number; total: number; path: string }
  | { phase: 'asking-ai'; todos: number }
  | { phase: 'charging'; credits: number }
  | { phase: 'writing'; files: number };

export interface ChargingConvertOptions {
  /** The project as `readProjectFiles` read it (its output folder skipped). */
  project: ProjectRead;
  /**
   * The output folder; need not exist (made only once paid for). Never the project folder, inside
   * it or holding it: refused before converting (`checkOutputFolder`).
   */
  out: string;
  from?: SourceKind;
  engine: ConvertEngine;
  /** Free: converts and prices in memory; no sign-in, nothing consumed, nothing written. */
  dryRun?: boolean;
  /** The signed-in caller, asked for before converting (not for a dry run). */
  credentials?: () => Promise<Credentials>;
  /**
   * Shown the cost before anything is consumed; false declines (nothing charged or written).
   * Omitted: the caller has already agreed (`--yes`).
   */
  confirm?: (quote: ConversionQuote) => Promise<boolean>;
  onProgress?: (event: ConvertProgress) => void;
  /**
   * The AI pass over the TODOs the rules left (`ai/resolve-todos.ts`), before pricing: a test case
   * an answer frees of its TODO is charged like any converted one. Omitted: no pass, no AI report.
   */
  ai?: AiSettingsOutcome;
  /**
   * The running app (`--base-url`, checked with `checkBaseUrl`): the pages the natural-language
   * steps open are read in Chromium first, and their locators chosen from what is there.
   */
  baseUrl?: string;
  /**
   * `--keep-gherkin`: the `.feature` files are written unchanged with playwright-bdd step
   * definitions (`steps.ts`) and a config that generates their tests, instead of specs.
   */
  keepGherkin?: boolean;
  /** Called as each page of the app has been read (with `baseUrl`). */
  onAppPage?: (done: number, total: number, url: string) => void;
  /** Attempts at writing before giving up (default 2; the charge is kept, a re-run writes free). */
  writeAttempts?: number;
  fetch?: typeof fetch;
}

export interface ChargingConvertOutcome {
  result: ProjectResult;
  quote: ConversionQuote;
  /** What was (or, in a dry run, would be) written, kept in memory. */
  output: OutputFile[];
  /** Absolute paths written; empty for a dry run. */
  written: string[];
  /** Absent for a dry run. */
  charge?: ConversionCharge;
  /** Present when `ai` was given: off and why, or what was sent per TODO and what became of it. */
  ai?: AiRunReport;
}

/** Charged, but the output could not be written: the converted files are kept in `outcome.output`. */
export class WriteAfterChargeError extends WorkspaceError {
  constructor(
    readonly outcome: Omit<ChargingConvertOutcome, 'written'> & { charge: ConversionCharge },
    reason: string,
    options: { cause?: unknown },
  ) {
    const { charge } = outcome;
    super(
      'write-failed-after-charge',
      `${reason}. ${charge.replayed ? 'This conversion was already paid for' : `${charge.credits} ${charge.credits === 1 ? 'credit was' : 'credits were'} taken for this conversion`}; run the same conversion again once the problem is fixed: it writes the output without charging again.`,
      options,
    );
  }
}

/**
 * The charging convert, shared by the CLI, the desktop app and `rewright app`:
 * convert in memory → price it (one credit per test case converted without a TODO inside it) →
 * check the output can be written → confirm → consume with the conversion's facts under a key
 * derived from server, inputs and output (a retry is never charged twice) → write. Nothing is
 * written unless the consume succeeded (201) or replayed an earlier one (200); out of credits
 * (`OutOfCreditsError`) writes and charges nothing.
 */
export async function convertAndCharge(
  options: ChargingConvertOptions,
): Promise<ChargingConvertOutcome> {
  const { project, engine } = options;
  const dryRun = options.dryRun ?? false;
  if (!dryRun && !options.credentials) {
    throw new Error('convertAndCharge: credentials are required unless dryRun');
  }
  // Never into the source tree: refused before the long part (and checked again before writing).
  await checkOutputFolder(options.out, project.root);
  // Signed in (and the token fresh) before the long part, not after it.
  const credentials = dryRun ? undefined : await options.credentials!();

  const liveApp =
    options.baseUrl === undefined
      ? undefined
      : await readLiveApp(project.files, options.baseUrl, {
          ...(options.onAppPage ? { onPage: options.onAppPage } : {}),
        });
  const converted = await engine.convertFiles(project.files, {
    ...(options.from ? { from: options.from } : {}),
    ...(liveApp ? { liveApp } : {}),
    ...(options.keepGherkin ? { keepGherkin: true } : {}),
    onProgress: (done, total, file) =>
      options.onProgress?.({ phase: 'converting', done, total, path: file.sourcePath }),
  });
  if (converted.refused) {
    throw new WorkspaceError(
      'unreadable-input',
      `${converted.refused}. Nothing was written or charged.`,
    );
  }
  const deterministic = withUnreadFiles(withoutOutputConflicts(converted), project.unread);
  if (options.ai?.enabled) {
    options.onProgress?.({ phase: 'asking-ai', todos: deterministic.report.todos });
  }
  // The SDKs and the TypeScript compiler the pass needs are loaded by it, only when asked for: a
  // relative import() here would be left out of the CLI's main-thread bundle.
  const resolved = options.ai
    ? await resolveWithLiveApp(options.ai.enabled ? options.baseUrl : undefined, (liveApp) =>
        resolveTodos(deterministic, {
          ai: options.ai!,
          out: options.out,
          sources: new Map(project.files.map((file) => [file.path, file.source])),
          ...(liveApp ? { liveApp } : {}),
        }),
      )
    : undefined;
  const result = resolved?.result ?? deterministic;
  const ai = resolved ? { ai: resolved.ai } : {};
  const output = planOutput(result);
  const quote = quoteConversion(result, output);
  if (credentials === undefined) return { result, quote, output, written: [], ...ai };

  const writeOptions = { inputFiles: project.realPaths, sourceFolder: project.root };
  await checkOutput(options.out, output, writeOptions);
  if (options.confirm && !(await options.confirm(quote))) {
    throw new WorkspaceError(
      'not-confirmed',
      'Not confirmed: nothing was written and no credits were taken.',
    );
  }

  options.onProgress?.({ phase: 'charging', credits: quote.credits });
  const charge = await consumeConversion(
    credentials,
    conversionKey(credentials.server, project.files, output),
    conversionFacts(quote),
    options.fetch,
  );

  options.onProgress?.({ phase: 'writing', files: output.length });
  const attempts = Math.max(1, options.writeAttempts ?? 2);
  for (let attempt = 1; ; attempt++) {
    try {
      const written = await writeOutput(options.out, output, writeOptions);
      return { result, quote, output, written, charge, ...ai };
    } catch (error) {
      if (attempt >= attempts) {
        throw new WriteAfterChargeError(
          { result, quote, output, charge },
          error instanceof Error ? error.message : String(error),
          { cause: error },
        );
      }
    }
  }
}

/**
 * With a base URL and an AI pass that will ask: each answer is resolved against the live app
 * before it replaces a TODO (the browser only starts when an answer names an element).
 */
async function resolveWithLiveApp<T>(
  baseUrl: string | undefined,
  run: (liveApp?: { baseUrl: string; check: LiveAppCheck }) => Promise<T>,
): Promise<T> {
  if (baseUrl === undefined) return run();
  const ts = (await import('typescript')).default;
  const live = liveAnswerCheck(ts, baseUrl);
  try {
    return await run({ baseUrl, check: live.check });
  } finally {
    await live.close();
  }
}
