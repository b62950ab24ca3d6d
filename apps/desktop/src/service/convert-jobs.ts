import { randomUUID } from 'node:crypto';
import path from 'node:path';
import {
  convertAndCharge,
  OutOfCreditsError,
  readProjectFiles,
  conversionExtensions,
  isInside,
  UnreadableInputError,
  UnsafeOutputError,
  WorkspaceError,
  writeHtmlReport,
  checkBaseUrl,
  type AiRunReport,
  type AiSettingsOutcome,
  type ConvertEngine,
  type Credentials,
} from '@rewright/workspace';
import type { ConvertJobView } from '../shared/bridge';

/**
 * The report of a conversion, in its output folder: the same HTML page as the CLI's
 * `--report <file>` (original and converted code side by side, every diagnostic).
 */
export const REPORT_FILE_NAME = 'rewright-report.html';

/** The base URL as the Convert panel names it. */
const DESKTOP_WORDING = { name: 'The base URL', without: 'a base URL' };

/** Finished jobs kept for the page to read back; older ones are forgotten. */
const KEPT_JOBS = 8;

interface Job {
  view: ConvertJobView;
  /** Set while the quote waits for the user. */
  answer?: (confirmed: boolean) => void;
}

export interface ConvertJobsOptions {
  loadEngine: () => Promise<ConvertEngine>;
  credentials: () => Promise<Credentials>;
  /** The output folder of the settings ('' for beside the project). */
  outputFolder: () => Promise<string>;
  /** The AI provider for this conversion (the settings', else the environment's; or off). */
  ai: () => Promise<AiSettingsOutcome>;
}

/**
 * The charging convert as jobs the page polls: `convertAndCharge` runs in the background and its
 * `confirm` waits for the user's answer, so the quote shown is the one charged. One conversion at
 * a time: starting another declines a quote still waiting.
 */
export function createConvertJobs(options: ConvertJobsOptions) {
  const jobs = new Map<string, Job>();

  function find(id: string): Job {
    const job = jobs.get(id);
    if (!job) throw new RangeError('No such conversion: open the project and convert again');
    return job;
  }

  function forgetOld() {
    const finished = [...jobs.entries()].filter(([, job]) => job.answer === undefined);
    for (const [id] of finished.slice(0, Math.max(0, finished.length - KEPT_JOBS))) jobs.delete(id);
  }

  async function run(job: Job, root: string, baseUrl: string | undefined) {
    const { view } = job;
    // Checked first, as the CLI's --base-url: an app that does not answer stops the run at once.
    const app =
      baseUrl === undefined ? undefined : await checkBaseUrl(baseUrl, { wording: DESKTOP_WORDING });
    const project = await readProjectFiles(root, {
      extensions: conversionExtensions(),
      skipFolders: [view.out],
    }).catch((error: unknown) => {
      throw error instanceof UnreadableInputError
        ? new WorkspaceError('unreadable-input', error.message, { cause: error })
        : error;
    });
    const outcome = await convertAndCharge({
      project,
      out: view.out,
      engine: await options.loadEngine(),
      ...(app ? { baseUrl: app } : {}),
      onAppPage: (done, total, url) => {
        view.progress = { done, total, path: url, page: true };
      },
      credentials: options.credentials,
      // The same optional AI pass as the CLI: the settings' provider, else the environment's.
      ai: await options.ai(),
      confirm: (quote) =>
        new Promise<boolean>((resolve) => {
          view.quote = { testCases: quote.testCases, credits: quote.credits, files: quote.files };
          view.state = 'awaiting-confirmation';
          job.answer = (confirmed) => {
            job.answer = undefined;
            resolve(confirmed);
          };
        }),
      onProgress: (event) => {
        if (event.phase === 'converting') {
          view.progress = { done: event.done, total: event.total, path: event.path };
        } else if (event.phase !== 'asking-ai') {
          view.state = event.phase;
        }
      },
    });
    view.files = outcome.result.files;
    if (outcome.ai) view.ai = describeAiRun(outcome.ai);
    view.written = outcome.written.length;
    view.quote = {
      testCases: outcome.quote.testCases,
      credits: outcome.quote.credits,
      files: outcome.quote.files,
    };
    if (outcome.charge) {
      const { credits, creditsRemaining, replayed } = outcome.charge;
      view.charge = { credits, creditsRemaining, replayed };
    }
    // Paid for and written: a report that cannot be written is said, not a failed conversion.
    const report = path.join(view.out, REPORT_FILE_NAME);
    await writeHtmlReport(report, {
      result: outcome.result,
      sources: new Map(project.files.map((file) => [file.path, file.source])),
      src: root,
      out: view.out,
      dryRun: false,
      ...(outcome.ai ? { ai: outcome.ai } : {}),
    }).then(
      () => (view.report = report),
      (error: unknown) => (view.reportFailure = (error as Error).message),
    );
    view.state = 'done';
  }

  return {
    async start(root: string, baseUrl?: string): Promise<ConvertJobView> {
      for (const job of jobs.values()) job.answer?.(false);
      const resolved = path.resolve(root);
      const folder = await options.outputFolder();
      const out = folder
        ? path.join(folder, `${path.basename(resolved)}-playwright`)
        : `${resolved}-playwright`;
      if (isInside(out, resolved)) {
        throw new RangeError(
          `The output folder ${folder} is inside the project ${resolved}: converted files never go into the sources. Choose an output folder outside it in Settings.`,
        );
      }
      const job: Job = { view: { id: randomUUID(), root: resolved, out, state: 'converting' } };
      jobs.set(job.view.id, job);
      forgetOld();
      run(job, resolved, baseUrl?.trim() || undefined).catch((error: unknown) => {
        job.answer = undefined;
        if (error instanceof WorkspaceError && error.kind === 'not-confirmed') {
          job.view.state = 'declined';
          return;
        }
        job.view.state = 'failed';
        job.view.failure = failureOf(error);
      });
      return { ...job.view };
    },
    async get(id: string): Promise<ConvertJobView> {
      return { ...find(id).view };
    },
    async answer(id: string, confirmed: boolean): Promise<ConvertJobView> {
      const job = find(id);
      if (!job.answer) {
        throw new RangeError('This conversion is not waiting for an answer');
      }
      job.answer(confirmed);
      // Declined: convertAndCharge stops before charging or writing anything.
      job.view.state = confirmed ? 'charging' : 'declined';
      return { ...job.view };
    },
  };
}

/** One line for the summary; the HTML report lists what was sent. */
function describeAiRun(ai: AiRunReport): string {
  // The reason ends by saying the conversion is deterministic only and nothing was sent.
  if (!ai.enabled) return `AI provider off: ${ai.reason}.`;
  const replaced = ai.todos.filter((todo) => todo.outcome === 'replaced').length;
  return `${ai.provider} was asked about ${ai.todos.length} TODO${ai.todos.length === 1 ? '' : 's'}: ${replaced} replaced.`;
}

function failureOf(error: unknown): NonNullable<ConvertJobView['failure']> {
  if (error instanceof OutOfCreditsError) {
    return {
      kind: 'out-of-credits',
      message: error.message,
      creditsNeeded: error.creditsNeeded,
      creditsRemaining: error.creditsRemaining,
      pricing: error.pricing,
    };
  }
  if (error instanceof UnsafeOutputError) return { kind: 'bad-input', message: error.message };
  if (error instanceof WorkspaceError) return { kind: error.kind, message: error.message };
  return { kind: 'internal', message: 'Something went wrong in Rewright; see the terminal' };
}
