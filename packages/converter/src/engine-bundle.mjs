// The engine as one precompiled CommonJS file, for the large-stack worker (deep-stack-worker.mjs).
// Through tsx, a worker pays for a loader-hooks thread, for compiling the engine module by
// module, and for scanning TypeScript's 9 MB CommonJS file to find its ESM exports: about 0.7 s
// and 80 MiB before the conversion starts. Instead the engine's sources are bundled once with
// esbuild (the compiler tsx itself runs on) into `node_modules/.cache/rewright-engine/`, keyed by
// the content of every source file bundled, and required from there: TypeScript and Prettier stay
// external and resolve from the package as they do for the sources. Anything failing here (no
// esbuild, a read-only install) returns undefined and the worker compiles with tsx instead.
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Changes whenever the way the bundle is built changes, so an older cache is not reused. */
const bundleFormat = 1;

/**
 * `convertFiles` of the engine at `coreUrl` (its TypeScript entry), from the cached bundle or a
 * new one; undefined when no bundle can be built or loaded.
 */
export async function loadBundledEngine(coreUrl, tsconfig) {
  try {
    const entry = fileURLToPath(coreUrl);
    const packageDir = dirname(dirname(entry));
    const cacheDir = join(packageDir, 'node_modules', '.cache', 'rewright-engine');
    const require = createRequire(entry);
    const cached = cachedBundle(cacheDir, entry);
    const bundle = cached ?? (await buildBundle(entry, packageDir, tsconfig, cacheDir, require));
    return require(bundle).convertFiles;
  } catch {
    return undefined;
  }
}

function sourceHash(inputs) {
  const hash = createHash('sha256');
  hash.update(`${bundleFormat}\0${process.versions.node.split('.')[0]}\0`);
  for (const input of inputs) hash.update(`${input}\0`).update(readFileSync(input)).update('\0');
  return hash.digest('hex').slice(0, 16);
}

/** The bundle built from the sources as they are now, if the cache has it. */
function cachedBundle(cacheDir, entry) {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(join(cacheDir, 'manifest.json'), 'utf8'));
  } catch {
    return undefined;
  }
  // A cache copied with node_modules from another checkout lists that checkout's sources: its
  // bundle is another engine, whatever the hash of those files says.
  if (!Array.isArray(manifest.inputs) || !manifest.inputs.includes(entry)) return undefined;
  try {
    const bundle = join(cacheDir, `engine-${sourceHash(manifest.inputs)}.cjs`);
    return existsSync(bundle) ? bundle : undefined;
  } catch {
    // A source file was removed or renamed, or the bundle was cleaned: build again.
    return undefined;
  }
}

async function buildBundle(entry, packageDir, tsconfig, cacheDir, require) {
  const esbuild = loadEsbuild(require);
  let result;
  try {
    result = await esbuild.build({
      entryPoints: [entry],
      absWorkingDir: packageDir,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: `node${process.versions.node.split('.')[0]}`,
      tsconfig,
      packages: 'external',
      metafile: true,
      write: false,
      logLevel: 'silent',
    });
  } finally {
    await esbuild.stop?.();
  }
  const inputs = Object.keys(result.metafile.inputs)
    .map((input) => join(packageDir, input))
    .sort();
  const name = `engine-${sourceHash(inputs)}.cjs`;
  mkdirSync(cacheDir, { recursive: true });
  // Written under a unique name and renamed: another process may be reading or building it too.
  const writeAtomically = (file, content) => {
    const temporary = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}.tmp`;
    writeFileSync(temporary, content);
    renameSync(temporary, file);
  };
  writeAtomically(join(cacheDir, name), result.outputFiles[0].contents);
  writeAtomically(join(cacheDir, 'manifest.json'), JSON.stringify({ inputs }));
  for (const old of readdirSync(cacheDir))
    if (old !== name && old.startsWith('engine-') && old.endsWith('.cjs'))
      rmSync(join(cacheDir, old), { force: true });
  return join(cacheDir, name);
}

/** esbuild as the package sees it, or the one tsx (a dependency) brings. */
function loadEsbuild(require) {
  try {
    return require('esbuild');
  } catch {
    return createRequire(require.resolve('tsx/package.json'))('esbuild');
  }
}
