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
  | { type: 'result'; result: Result };

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

function onEngineThread<Result>(
  files: readonly ProjectFile[],
  task: Record<string, unknown>,
  here: (engine: typeof Engine) => Result | Promise<Result>,
  onProgress?: ConvertProjectOptions['onProgress'],
): Promise<Result> {
  // Run from TypeScript source (tsx) or from compiled JavaScript: the worker loads the same.
  const source = import.meta.url.endsWith('.ts');
  const coreUrl = new URL(source ? './convert.ts' : './convert.js', import.meta.url).href;
  const tsconfig = fileURLToPath(new URL('../tsconfig.json', import.meta.url));
  return new Promise((resolve) => {
    let settled = false;
    const fallBack = () => {
      if (settled) return;
      settled = true;
      // Loaded only here: this thread otherwise never needs the engine (TypeScript, Prettier).
      resolve(loadCore(coreUrl, tsconfig).then(here));
    };
    let worker: Worker;
    try {
      worker = new Worker(new URL('./deep-stack-worker.mjs', import.meta.url), {
        workerData: {
          ...task,
          files: files.map((f) => ({ path: f.path, source: f.source })),
          coreUrl,
          tsconfig,
        },
        resourceLimits: { stackSizeMb: workerStackSizeMb },
        stdout: false,
        stderr: false,
      });
    } catch {
      fallBack();
      return;
    }
    worker.on('message', (message: WorkerMessage<Result>) => {
      if (message.type === 'progress') {
        onProgress?.(message.done, message.total, message.file);
      } else if (!settled) {
        settled = true;
        resolve(message.result);
        void worker.terminate();
      }
    });
    worker.on('error', fallBack);
    worker.on('exit', fallBack);
  });
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
