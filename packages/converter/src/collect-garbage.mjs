// A full garbage collection for the engine's worker thread (deep-stack-worker.mjs), which calls
// it between the front ends and the output (`onAnalysisReleased`). Plain JavaScript like the
// worker, which starts without a TypeScript loader.
import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * A full garbage collection on demand (`onAnalysisReleased`), or nothing where V8 does not give
 * one. Worker threads take no V8 flags of their own, so `--expose-gc` is set at run time; it only
 * reaches contexts created after it, hence the new context. Tested by collect-garbage.test.ts.
 */
export function collectGarbage() {
  try {
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc');
    if (typeof gc === 'function') return gc;
  } catch {
    // A Node without the flag: the collection is only an optimisation.
  }
  return () => undefined;
}
