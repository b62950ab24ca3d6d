/**
 * Node only: the pure `convertFiles` (and `liveAppLookups`) run on a worker thread created with a large stack. The
 * TypeScript parser and binder, the conversion and Prettier all recurse once per level of
 * nesting, and Node's main thread has about 1 MB of stack: about 400 nested `describe`s or a
 * 1,000-link element chain. A worker's stack is set when the thread is created
 * (`resourceLimits.stackSizeMb` gives both the thread's size and V8's limit, so it is safe where
 * `node --stack-size` beyond the OS stack crashes); it is reserved, not used, until the recursion
 * needs it. If the thread cannot start, the conversion runs here instead (deep files then get
 * `engine/too-deep`).
 */
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ConvertedFile, ConvertProjectOptions, ProjectFile, ProjectResult } from './api.js';
import type * as Engine from './convert.js';
import type { PageLookups } from './sources/natural-language/live-lookups.js';

/** Enough for 10,000 nested describes, 10,000-link chains and 10,000 nested callbacks. */
export const workerStackSizeMb = 512;

type WorkerMessage<Result> =
  | { type: 'progress'; done: number; total: number; file: ConvertedFile }
  /** `reused`: the thread's last conversion, asked again (deep-stack-worker.mjs). */
  | { type: 'result'; result: Result; reused?: boolean }
  /** The task threw on the thread: it runs again here, where the error reaches the caller. */
  | { type: 'failed' };

/** `convertFiles` on a thread with a large stack; same arguments, same result. */
export function convertFilesInWorker(
  files: readonly ProjectFile[],
  options: ConvertProjectOptions = {},
): Promise<ProjectResult> {
  return onEngineThread<ProjectResult>(
    files,
    {
      task: 'convert',
      from: options.from,
      liveApp: options.liveApp,
      keepGherkin: options.keepGherkin,
      reportProgress: options.onProgress !== undefined,
    },
    (engine) => engine.convertFiles(files, options),
    options.onProgress,
  );
}

/**
 * `liveAppLookups` (what `--base-url` has to count on each page) on the engine's thread: it reads
 * the natural-language sources with their front end (and the Gherkin parser), which the CLI's
 * main thread never loads.
 */
export function liveAppLookupsInWorker(
  files: readonly ProjectFile[],
  baseUrl: string,
): Promise<PageLookups[]> {
  return onEngineThread<PageLookups[]>(files, { task: 'live-app-lookups', baseUrl }, (engine) =>
    engine.liveAppLookups(files, baseUrl),
  );
}

/**
 * How long the engine's thread is kept after its last task. Starting one loads the engine
 * (TypeScript, Prettier, the grammars): several CPU-seconds, where the task itself often takes a
 * fraction of one. Kept, the app's scan then convert, a re-scan, or the next command of a test
 * start at once; let go when idle, so an idle app does not hold the engine's memory.
 */
export const engineThreadIdleMs = 120_000;

interface EngineThread {
  worker: Worker;
  busy: boolean;
  idleTimer?: ReturnType<typeof setTimeout>;
}

/** The thread kept between tasks; a task that comes while it works gets a thread of its own. */
let kept: EngineThread | undefined;
let started = 0;

/** How many engine threads this process has started (for the tests of their reuse). */
export function engineThreadsStarted(): number {
  return started;
}

let reusedResults = 0;

/** How many tasks a thread answered with its last conversion, asked again (for the tests). */
export function engineResultsReused(): number {
  return reusedResults;
}

/**
 * Starts the engine's thread ahead of a task, when the caller knows one is coming: the thread
 * loads TypeScript and the engine (a few hundred milliseconds) while the caller reads the input
 * or checks the sign-in, and the task finds it ready. Idle, it is kept and let go like a thread
 * after its task; nothing happens when one is already kept or none can start.
 */
export function prepareEngineThread(): void {
  if (kept) return;
  const { coreUrl, tsconfig } = engineLocation();
  try {
    release(takeThread(coreUrl, tsconfig));
  } catch {
    // The task will start one, or run here.
  }
}

/** The engine's entry and tsconfig, from TypeScript source (tsx) or compiled JavaScript alike. */
function engineLocation(): { coreUrl: string; tsconfig: string } {
  const source = import.meta.url.endsWith('.ts');
  return {
    coreUrl: new URL(source ? './convert.ts' : './convert.js', import.meta.url).href,
    tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)),
  };
}

function onEngineThread<Result>(
  files: readonly ProjectFile[],
  task: Record<string, unknown>,
  here: (engine: typeof Engine) => Result | Promise<Result>,
  onProgress?: ConvertProjectOptions['onProgress'],
): Promise<Result> {
  const { coreUrl, tsconfig } = engineLocation();
  return new Promise((resolve) => {
    let settled = false;
    const fallBack = () => {
      if (settled) return;
      settled = true;
      // Loaded only here: this thread otherwise never needs the engine (TypeScript, Prettier).
      resolve(loadCore(coreUrl, tsconfig).then(here));
    };
    let thread: EngineThread;
    try {
      thread = takeThread(coreUrl, tsconfig);
    } catch {
      fallBack();
      return;
    }
    const { worker } = thread;
    const done = (keep: boolean) => {
      worker.off('message', onMessage);
      worker.off('error', onFailure);
      worker.off('exit', onFailure);
      if (keep) release(thread);
      else discard(thread);
    };
    const onMessage = (message: WorkerMessage<Result>) => {
      if (message.type === 'progress') {
        onProgress?.(message.done, message.total, message.file);
        return;
      }
      done(message.type === 'result');
      if (message.type === 'result' && message.reused) reusedResults += 1;
      if (message.type === 'result' && !settled) {
        settled = true;
        resolve(message.result);
      } else fallBack();
    };
    // The thread died (a stack or heap limit, a crash): the task runs here; the next gets a new one.
    const onFailure = () => {
      done(false);
      fallBack();
    };
    worker.on('message', onMessage);
    worker.on('error', onFailure);
    worker.on('exit', onFailure);
    worker.postMessage({ ...task, files: files.map((f) => ({ path: f.path, source: f.source })) });
  });
}

function takeThread(coreUrl: string, tsconfig: string): EngineThread {
  if (kept && !kept.busy) {
    clearTimeout(kept.idleTimer);
    kept.busy = true;
    kept.worker.ref();
    return kept;
  }
  const thread: EngineThread = {
    worker: new Worker(new URL('./deep-stack-worker.mjs', import.meta.url), {
      workerData: { coreUrl, tsconfig },
      resourceLimits: { stackSizeMb: workerStackSizeMb },
      stdout: false,
      stderr: false,
    }),
    busy: true,
  };
  started += 1;
  // A kept thread that ends while idle is forgotten, so no task is ever posted to a dead one.
  thread.worker.on('exit', () => {
    clearTimeout(thread.idleTimer);
    if (kept === thread) kept = undefined;
  });
  kept ??= thread;
  return thread;
}

/** A thread that finished its task: kept (not holding the process open) for the next, or ended. */
function release(thread: EngineThread): void {
  if (thread !== kept) {
    void thread.worker.terminate();
    return;
  }
  thread.busy = false;
  thread.worker.unref();
  thread.idleTimer = setTimeout(() => discard(thread), engineThreadIdleMs);
  thread.idleTimer.unref();
}

function discard(thread: EngineThread): void {
  clearTimeout(thread.idleTimer);
  if (kept === thread) kept = undefined;
  void thread.worker.terminate();
}

/**
 * The engine on this thread, when the worker cannot start. Imported by its URL, not bundled with
 * the caller: the CLI's main thread runs precompiled and must not load TypeScript and Prettier
 * at start. From source, tsx compiles it if this thread has no TypeScript loader yet.
 */
async function loadCore(coreUrl: string, tsconfig: string): Promise<typeof Engine> {
  try {
    return (await import(coreUrl)) as typeof Engine;
  } catch (error) {
    if (!coreUrl.endsWith('.ts')) throw error;
    const { register } = await import('tsx/esm/api');
    register({ tsconfig });
    return (await import(coreUrl)) as typeof Engine;
  }
}
