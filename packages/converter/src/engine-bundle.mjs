// The engine as one precompiled CommonJS file, for the large-stack worker (deep-stack-worker.mjs).
// Through tsx, a worker pays for a loader-hooks thread, for compiling the engine module by
// module, and for scanning TypeScript's 9 MB CommonJS file to find its ESM exports: about 0.7 s
// and 80 MiB before the conversion starts. Instead the engine's sources are bundled once
// (`cached-bundle.mjs`) into `node_modules/.cache/rewright-engine/` and required from there:
// TypeScript and Prettier stay external and resolve from the package as they do for the sources.
// TypeScript and the bundle are compiled with V8's code from an earlier run (code-cache.mjs).
import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cachedBundle, typescriptVersion } from './cached-bundle.mjs';
import { requireWithCodeCache } from './code-cache.mjs';

/**
 * The engine module at `coreUrl` (its TypeScript entry: `convertFiles`, `liveAppLookups`), from
 * the cached bundle or a new one; undefined when no bundle can be built or loaded. V8's code is
 * cached beside the bundle, or in `codeCacheDir` (tests).
 */
export async function loadBundledEngine(coreUrl, tsconfig, codeCacheDir) {
  try {
    const entry = fileURLToPath(coreUrl);
    const packageDir = dirname(dirname(entry));
    const bundle = await cachedBundle({
      entry,
      cacheDir: join(packageDir, 'node_modules', '.cache', 'rewright-engine'),
      tsconfig,
      format: 'cjs',
    });
    if (!bundle) return undefined;
    const v8 = process.versions.v8;
    const dir = codeCacheDir ?? dirname(bundle);
    // Required first, so the bundle's one `require('typescript')` finds it in `require.cache`.
    const typescript = createRequire(bundle).resolve('typescript');
    requireWithCodeCache(typescript, join(dir, typescriptCacheName(typescript, v8)));
    return requireWithCodeCache(bundle, join(dir, `${basename(bundle)}@${v8}.v8`));
  } catch {
    return undefined;
  }
}

/**
 * The cache of TypeScript's compiled code is named after the installed file (its version, size
 * and time), since V8 checks only the length of the source it is given.
 */
function typescriptCacheName(file, v8) {
  const { size, mtimeMs } = statSync(file);
  return `typescript@${typescriptVersion(file)}-${size}-${Math.trunc(mtimeMs)}-${v8}.v8`;
}
