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
    const fromBundle = createRequire(bundle);
    // Required first, so the bundle's one `require('typescript')` finds it in `require.cache`.
    const typescript = fromBundle.resolve('typescript');
    requireWithCodeCache(typescript, join(dir, typescriptCacheName(typescript, v8)));
    // Prettier is required when the first file is formatted (emit/format.ts): its files too.
    const prettierCache = (specifier) => {
      if (!prettierFiles.has(specifier)) return undefined;
      try {
        const file = fromBundle.resolve(specifier);
        return join(dir, installedCacheName(`prettier-${basename(file, '.js')}`, '', file, v8));
      } catch {
        return undefined; // Required as usual; formatting must not fail for want of a cache.
      }
    };
    return requireWithCodeCache(bundle, join(dir, `${basename(bundle)}@${v8}.v8`), prettierCache);
  } catch {
    return undefined;
  }
}

/** What the engine's bundle requires of Prettier (emit/format.ts). */
const prettierFiles = new Set([
  'prettier/standalone',
  'prettier/plugins/estree',
  'prettier/plugins/typescript',
]);

/**
 * The cache of TypeScript's compiled code is named after the installed file (its version, size
 * and time), since V8 checks only the length of the source it is given.
 */
function typescriptCacheName(file, v8) {
  return installedCacheName('typescript', typescriptVersion(file), file, v8);
}

/**
 * A cache name for an installed package's file: `name` (what saving a new cache clears the old
 * caches of, code-cache.mjs), then its version when known, the file's size and time, V8's.
 */
function installedCacheName(name, version, file, v8) {
  const { size, mtimeMs } = statSync(file);
  const parts = [version, size, Math.trunc(mtimeMs), v8].filter((part) => part !== '');
  return `${name}@${parts.join('-')}.v8`;
}
