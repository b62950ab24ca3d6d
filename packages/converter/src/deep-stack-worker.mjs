// The thread of `convertFilesInWorker` and `liveAppLookupsInWorker` (deep-stack.ts): runs the pure
// engine with the large stack the thread was created with. Plain JavaScript, so it starts without
// a TypeScript loader. When the engine is TypeScript source (this repository has no build step) it
// runs the engine precompiled into one cached file (engine-bundle.mjs), or else compiles it with
// tsx, with the converter's own tsconfig either way so the user's cannot change how the engine
// compiles.
import { parentPort, workerData } from 'node:worker_threads';
import { saveCodeCaches } from './code-cache.mjs';
import { collectGarbage } from './collect-garbage.mjs';
import { loadBundledEngine } from './engine-bundle.mjs';

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

async function perform({ task, files, from, liveApp, keepGherkin, baseUrl, reportProgress }) {
  const loaded = await engine;
  if (task === 'live-app-lookups') return loaded.liveAppLookups(files, baseUrl);
  return loaded.convertFiles(files, {
    ...(from ? { from } : {}),
    ...(liveApp ? { liveApp } : {}),
    ...(keepGherkin ? { keepGherkin } : {}),
    onAnalysisReleased: gc,
    ...(reportProgress
      ? {
          onProgress: (done, total, file) =>
            parentPort.postMessage({ type: 'progress', done, total, file }),
        }
      : {}),
  });
}

parentPort.on('message', (message) => {
  perform(message).then(
    (result) => {
      // Once per install: the engine's compiled code, for the next thread (code-cache.mjs). Before
      // the answer, since the process may exit as soon as it has it.
      saveCodeCaches();
      parentPort.postMessage({ type: 'result', result });
    },
    // Run again on the caller's thread, where the error reaches whoever asked.
    () => parentPort.postMessage({ type: 'failed' }),
  );
});
