// The thread of `convertFilesInWorker` and `liveAppLookupsInWorker` (deep-stack.ts): runs the pure
// engine with the large stack the thread was created with. Plain JavaScript, so it starts without
// a TypeScript loader. When the engine is TypeScript source (this repository has no build step) it
// runs the engine precompiled into one cached file (engine-bundle.mjs), or else compiles it with
// tsx, with the converter's own tsconfig either way so the user's cannot change how the engine
// compiles.
import { parentPort, workerData } from 'node:worker_threads';
import { collectGarbage } from './collect-garbage.mjs';
import { loadBundledEngine } from './engine-bundle.mjs';

const { task, coreUrl, tsconfig, files, from, liveApp, keepGherkin, baseUrl, reportProgress } =
  workerData;

async function loadEngine() {
  if (!coreUrl.endsWith('.ts')) return import(coreUrl);
  const bundled = await loadBundledEngine(coreUrl, tsconfig);
  if (bundled) return bundled;
  const { register } = await import('tsx/esm/api');
  register({ tsconfig });
  return import(coreUrl);
}

const engine = await loadEngine();
if (task === 'live-app-lookups') {
  parentPort.postMessage({ type: 'result', result: engine.liveAppLookups(files, baseUrl) });
} else {
  const result = await engine.convertFiles(files, {
    ...(from ? { from } : {}),
    ...(liveApp ? { liveApp } : {}),
    ...(keepGherkin ? { keepGherkin } : {}),
    onAnalysisReleased: collectGarbage(),
    ...(reportProgress
      ? {
          onProgress: (done, total, file) =>
            parentPort.postMessage({ type: 'progress', done, total, file }),
        }
      : {}),
  });
  parentPort.postMessage({ type: 'result', result });
}
