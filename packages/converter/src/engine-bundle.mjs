// The engine as one precompiled CommonJS file, for the large-stack worker (deep-stack-worker.mjs).
// Through tsx, a worker pays for a loader-hooks thread, for compiling the engine module by
// module, and for scanning TypeScript's 9 MB CommonJS file to find its ESM exports: about 0.7 s
// and 80 MiB before the conversion starts. Instead the engine's sources are bundled once
// (`cached-bundle.mjs`) into `node_modules/.cache/rewright-engine/` and required from there:
// TypeScript and Prettier stay external and resolve from the package as they do for the sources.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cachedBundle } from './cached-bundle.mjs';

/**
 * The engine module at `coreUrl` (its TypeScript entry: `convertFiles`, `liveAppLookups`), from
 * the cached bundle or a new one; undefined when no bundle can be built or loaded.
 */
export async function loadBundledEngine(coreUrl, tsconfig) {
  try {
    const entry = fileURLToPath(coreUrl);
    const packageDir = dirname(dirname(entry));
    const bundle = await cachedBundle({
      entry,
      cacheDir: join(packageDir, 'node_modules', '.cache', 'rewright-engine'),
      tsconfig,
      format: 'cjs',
    });
    return bundle ? createRequire(entry)(bundle) : undefined;
  } catch {
    return undefined;
  }
}
