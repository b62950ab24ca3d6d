// The thread of `convertFilesInWorker` (node.ts): runs the pure `convertFiles` with the large
// stack the thread was created with. Plain JavaScript, so it starts without a TypeScript loader;
// when the engine is TypeScript source (this repository has no build step) it compiles it with
// tsx, with the converter's own tsconfig so the user's cannot change how the engine compiles.
import { parentPort, workerData } from 'node:worker_threads';

const { coreUrl, tsconfig, files, from, reportProgress } = workerData;
if (coreUrl.endsWith('.ts')) {
  const { register } = await import('tsx/esm/api');
  register({ tsconfig });
}
const { convertFiles } = await import(coreUrl);
const result = await convertFiles(files, {
  ...(from ? { from } : {}),
  ...(reportProgress
    ? {
        onProgress: (done, total, file) =>
          parentPort.postMessage({ type: 'progress', done, total, file }),
      }
    : {}),
});
parentPort.postMessage({ type: 'result', result });
