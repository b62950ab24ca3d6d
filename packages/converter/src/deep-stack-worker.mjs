// The thread of `convertFilesInWorker` and `liveAppLookupsInWorker` (deep-stack.ts): runs the pure
// engine with the large stack the thread was created with. Plain JavaScript, so it starts without
// a TypeScript loader. When the engine is TypeScript source (this repository has no build step) it
// runs the engine precompiled into one cached file (engine-bundle.mjs), or else compiles it with
// tsx, with the converter's own tsconfig either way so the user's cannot change how the engine
// compiles. The same conversion asked again is answered from the last (last-conversion.mjs).
import { parentPort, workerData } from 'node:worker_threads';
import { saveCodeCaches } from './code-cache.mjs';
import { collectGarbage } from './collect-garbage.mjs';
import { loadBundledEngine } from './engine-bundle.mjs';
import { lastConversion } from './last-conversion.mjs';

// `codeCacheDir`: where V8's code of the engine is kept, for the tests (beside the bundle if unset).
const { coreUrl, tsconfig, codeCacheDir } = workerData;

async function loadEngine() {
  if (!coreUrl.endsWith('.ts')) return import(coreUrl);
  const bundled = await loadBundledEngine(coreUrl, tsconfig, codeCacheDir);
  if (bundled) return bundled;
  const { register } = await import('tsx/esm/api');
  register({ tsconfig });
  return import(coreUrl);
}

// Before the engine is compiled: setting a V8 flag changes the flags V8 checks cached code against
// (code-cache.mjs), so the code saved after a task must be compiled under the same flags.
const gc = collectGarbage();
// Loaded once: the thread is kept for the next task (deep-stack.ts), one task at a time.
const engine = loadEngine();

const last = lastConversion();

/** The task's result, and whether it is the last conversion's, asked again. */
async function perform(message) {
  const { task, files, from, liveApp, keepGherkin, baseUrl, reportProgress } = message;
  const loaded = await engine;
  if (task === 'live-app-lookups') return { result: await loaded.liveAppLookups(files, baseUrl) };
  const known = last.find(message);
  if (known) {
    if (reportProgress) for (const event of known.progress) parentPort.postMessage(event);
    return { result: known.result, reused: true };
  }
  last.forget();
  const progress = [];
  const result = await loaded.convertFiles(files, {
    ...(from ? { from } : {}),
    ...(liveApp ? { liveApp } : {}),
    ...(keepGherkin ? { keepGherkin } : {}),
    onAnalysisReleased: gc,
    onProgress: (done, total, file) => {
      const event = { type: 'progress', done, total, file };
      progress.push(event);
      if (reportProgress) parentPort.postMessage(event);
    },
  });
  last.remember(message, result, progress);
  return { result };
}

parentPort.on('message', (message) => {
  perform(message).then(
    ({ result, reused = false }) => {
      // Once per install: the engine's compiled code, for the next thread (code-cache.mjs). Before
      // the answer, since the process may exit as soon as it has it.
      saveCodeCaches();
      parentPort.postMessage({ type: 'result', result, reused });
    },
    // Run again on the caller's thread, where the error reaches whoever asked.
    () => parentPort.postMessage({ type: 'failed' }),
  );
});
