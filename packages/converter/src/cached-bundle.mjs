// TypeScript sources precompiled by esbuild (the compiler tsx itself runs on) into one cached
// JavaScript file, so a process or thread that runs them starts without a TypeScript loader: no
// loader-hooks thread, no per-module compile, no scan of large CommonJS packages for ESM exports.
// The cache lives in `<cacheDir>` (under a package's `node_modules/.cache/`), keyed by the content
// of every source file bundled, so an edited source builds a new bundle. Plain JavaScript: it is
// what runs before any loader. Anything failing (no esbuild, a read-only install) returns
// undefined and the caller compiles with tsx instead.
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
import { pathToFileURL } from 'node:url';

/** Changes whenever the way bundles are built changes, so an older cache is not reused. */
const bundleFormat = 8;

/**
 * The path of the bundle of `entry` (a TypeScript file) as its sources are now, built if the
 * cache does not have it; undefined when it cannot be built.
 *   format: 'cjs' (required) or 'esm' (imported).
 *   bundled: which package imports to bundle with the sources (the others are required from
 *     node_modules at run time, as from the sources); by default none.
 *   lazyImports: 'bundle' (default) or 'leave out': the latter keeps every `import()` of a relative
 *     path out of the
 *     bundle, for a caller that only reads data from modules which also load code lazily (the
 *     CLI's main thread reads the kinds list; the front ends it names run on the engine's worker).
 *     Such an `import()` fails if it ever runs from the bundle.
 */
export async function cachedBundle({
  entry,
  cacheDir,
  tsconfig,
  format,
  bundled = () => false,
  lazyImports = 'bundle',
}) {
  try {
    const extension = format === 'esm' ? 'mjs' : 'cjs';
    // A CommonJS bundle (the engine's) has TypeScript's syntax kinds written in as numbers: it is
    // built again for another TypeScript.
    const typescript = format === 'cjs' ? typescriptVersion(entry) : '';
    const options = { entry, cacheDir, tsconfig, format, bundled, lazyImports };
    return (
      cachedFile(cacheDir, entry, extension, typescript) ??
      (await build({ ...options, extension, typescript }))
    );
  } catch {
    return undefined;
  }
}

/** The version of the TypeScript that `from` (a file) imports. */
export function typescriptVersion(from) {
  return createRequire(from)('typescript/package.json').version;
}

function sourceHash(inputs, typescript) {
  const hash = createHash('sha256');
  hash.update(`${bundleFormat}\0${process.versions.node.split('.')[0]}\0${typescript}\0`);
  for (const input of inputs) hash.update(`${input}\0`).update(readFileSync(input)).update('\0');
  return hash.digest('hex').slice(0, 16);
}

/** The bundle built from the sources as they are now, if the cache has it. */
function cachedFile(cacheDir, entry, extension, typescript) {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(join(cacheDir, 'manifest.json'), 'utf8'));
  } catch {
    return undefined;
  }
  // A cache copied with node_modules from another checkout lists that checkout's sources: its
  // bundle is another program, whatever the hash of those files says.
  if (!Array.isArray(manifest.inputs) || !manifest.inputs.includes(entry)) return undefined;
  try {
    const bundle = join(cacheDir, `bundle-${sourceHash(manifest.inputs, typescript)}.${extension}`);
    return existsSync(bundle) ? bundle : undefined;
  } catch {
    // A source file was removed or renamed, or the bundle was cleaned: build again.
    return undefined;
  }
}

/**
 * An esbuild plugin that gives each bundled TypeScript source reading `import.meta.url` a URL of
 * its own (esbuild would give every module the bundle's), so a module that finds files beside it
 * (a worker script, a tsconfig, a compiled engine) still finds them. `urlOf(path)` answers a
 * JavaScript expression for the URL of the source at `path`, or undefined to keep the bundle's
 * own; what it throws fails the build with its message. The CLI's bundles map each module to its
 * source (`ownModuleUrl`); the Electron build maps each to where it is shipped. `rewrite`
 * (optional) is given every source's text, and what it answers is bundled instead.
 */
export function moduleUrlPlugin(name, urlOf, rewrite) {
  return {
    name,
    setup(build) {
      build.onLoad({ filter: /\.[cm]?ts$/ }, (args) => {
        let source = readFileSync(args.path, 'utf8');
        let changed = false;
        if (source.includes('import.meta.url')) {
          let url;
          try {
            url = urlOf(args.path);
          } catch (error) {
            return { errors: [{ text: error instanceof Error ? error.message : String(error) }] };
          }
          if (url !== undefined) {
            source = source.replaceAll('import.meta.url', url);
            changed = true;
          }
        }
        const rewritten = rewrite?.(source) ?? source;
        if (rewritten !== source) {
          source = rewritten;
          changed = true;
        }
        return changed ? { contents: source, loader: 'ts' } : undefined;
      });
    },
  };
}

/**
 * `ts.SyntaxKind.Identifier` → `80 /* Identifier *\/`, with the numbers of the TypeScript the
 * bundle runs with: the engine tests node kinds millions of times on a big file, in `switch`es V8
 * can only make a table of when the cases are numbers (TypeScript's own build does this with
 * `const enum`s). The bundle's key has TypeScript's version (`sourceHash`).
 */
function syntaxKindsWrittenIn(entry) {
  const kinds = createRequire(entry)('typescript').SyntaxKind;
  return (source) =>
    source.replace(/\bts\.SyntaxKind\.([A-Za-z]+)\b/g, (written, kind) =>
      typeof kinds[kind] === 'number' ? `${kinds[kind]} /* ${kind} */` : written,
    );
}

/** Each source keeps the URL of its own file; `rewrite` (optional) changes every source. */
const ownModuleUrl = (rewrite) =>
  moduleUrlPlugin('own-module-url', (path) => JSON.stringify(pathToFileURL(path).href), rewrite);

/**
 * An esbuild plugin that keeps every `import()` of a relative path out of the bundle: for a
 * caller that only reads data from modules which also load code lazily (see `lazyImports`).
 */
export const lazyImportsLeftOut = {
  name: 'lazy-imports-left-out',
  setup(build) {
    build.onResolve({ filter: /^\.\.?\// }, (args) =>
      args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
    );
  },
};

/**
 * An esbuild plugin for CommonJS bundles: every `import ts from 'typescript'` of the bundled
 * sources shares one module that requires TypeScript. Otherwise each importing module, when it
 * first runs, wraps TypeScript's exports in a copy of its own (esbuild's `__toESM`), thousands of
 * getters a hundred times over: about 0.4 s of every engine start. The shared module copies the
 * exports' values once: TypeScript's own exports are getters too, and the engine reads
 * `ts.isIdentifier`, `ts.SyntaxKind` millions of times on a big file, each read a getter call
 * until the code that reads it is optimised. (The values are set when TypeScript loads and never
 * reassigned; objects such as `ts.sys` are shared, not copied.)
 */
const typescriptOnce = 'typescript-required-once';
const typescriptRequiredOnce = {
  name: typescriptOnce,
  setup(build) {
    build.onResolve({ filter: /^typescript$/ }, (args) =>
      args.kind === 'import-statement'
        ? { path: 'typescript', namespace: typescriptOnce }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: typescriptOnce }, () => ({
      contents: "const ts = { ...require('typescript') };\nexport default ts;\n",
      loader: 'js',
    }));
  },
};

function externalPackages(bundled) {
  return {
    name: 'external-packages',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) =>
        args.path.startsWith('node:') || !bundled(args.path)
          ? { path: args.path, external: true }
          : undefined,
      );
    },
  };
}

async function build({
  entry,
  cacheDir,
  tsconfig,
  format,
  bundled,
  extension,
  lazyImports,
  typescript,
}) {
  const require = createRequire(entry);
  const esbuild = loadEsbuild(require);
  let result;
  try {
    result = await esbuild.build({
      entryPoints: [entry],
      absWorkingDir: dirname(entry),
      bundle: true,
      platform: 'node',
      format,
      target: `node${process.versions.node.split('.')[0]}`,
      // A CommonJS bundle requires what it imports lazily (Prettier) when first asked, instead of
      // `import()`: it is compiled with V8's cached code (code-cache.mjs), which gives a script
      // no ES module loader.
      ...(format === 'cjs' ? { supported: { 'dynamic-import': false } } : {}),
      tsconfig,
      plugins: [
        ...(lazyImports === 'leave out' ? [lazyImportsLeftOut] : []),
        ...(format === 'cjs' ? [typescriptRequiredOnce] : []),
        externalPackages(bundled),
        ownModuleUrl(format === 'cjs' ? syntaxKindsWrittenIn(entry) : undefined),
      ],
      metafile: true,
      write: false,
      logLevel: 'silent',
    });
  } finally {
    await esbuild.stop?.();
  }
  const inputs = Object.keys(result.metafile.inputs)
    // The one virtual module (`typescript-required-once`) is not a file: the key of the bundle
    // is the files it was built from.
    .filter((input) => !input.startsWith(`${typescriptOnce}:`))
    .map((input) => join(dirname(entry), input))
    .sort();
  const name = `bundle-${sourceHash(inputs, typescript)}.${extension}`;
  mkdirSync(cacheDir, { recursive: true });
  // Written under a unique name and renamed: another process may be reading or building it too.
  const writeAtomically = (file, content) => {
    const temporary = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}.tmp`;
    try {
      writeFileSync(temporary, content);
      renameSync(temporary, file);
    } catch (error) {
      // No half-written file left behind (a full disk); the caller compiles with tsx instead.
      rmSync(temporary, { force: true });
      throw error;
    }
  };
  writeAtomically(join(cacheDir, name), result.outputFiles[0].contents);
  writeAtomically(join(cacheDir, 'manifest.json'), JSON.stringify({ inputs }));
  for (const old of readdirSync(cacheDir))
    if (old !== name && (old.startsWith('bundle-') || old.startsWith('engine-')))
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
