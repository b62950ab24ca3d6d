// Bundles the Electron main process (ESM) and the preload (CommonJS: a sandboxed preload cannot
// load ES modules) into dist/electron/, beside the renderer Vite builds into dist/renderer/, and
// ships the converter's run-time files in dist/electron/converter/:
//
//   dist/electron/main.mjs                    the main process: the bridge, the workspace core
//   dist/electron/preload.cjs
//   dist/electron/converter/deep-stack-worker.mjs   the engine's large-stack thread (one file)
//   dist/electron/converter/convert.js        the engine (its front ends too) as one ES module
//   dist/electron/converter/package.json      {"type":"module"}
//
// Bundled naively, every module would get the bundle's `import.meta.url`, and the converter's
// `convertFilesInWorker` would look for dist/electron/deep-stack-worker.mjs and convert.js
// (ERR_MODULE_NOT_FOUND). As the CLI's bundler (`@rewright/converter/cached-bundle`) gives each
// module its own `import.meta.url`, this build gives each module the URL of where it is shipped
// (the same plugin, `moduleUrlPlugin`, with another mapping): the converter's deep-stack.ts
// "lives" at converter/deep-stack.js, so it finds the worker and the engine there. The engine
// itself is bundled by that same cached bundler.
//
// Packaged, the converter folder and the packages it imports (TypeScript, Prettier,
// web-tree-sitter and the tree-sitter-python and tree-sitter-java grammars, Playwright) are
// unpacked from the asar archive (electron-builder.yml `asarUnpack`): a worker thread and a child
// process need real files, and a module under app.asar.unpacked resolves its packages in
// app.asar.unpacked.
// `electron` stays external: the runtime provides it.
import { build } from 'esbuild';
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  cachedBundle,
  lazyImportsLeftOut,
  moduleUrlPlugin,
} from '@rewright/converter/cached-bundle';

const from = (file) => fileURLToPath(new URL(`../${file}`, import.meta.url));
const converterSrc = path.dirname(
  fileURLToPath(import.meta.resolve('@rewright/converter/cached-bundle')),
);
const repoRoot = from('../../');

/** A URL expression, at run time, for a file shipped beside the bundle (outside app.asar). */
const unpacked = (expression) => `(${expression}).replace("/app.asar/", "/app.asar.unpacked/")`;

/**
 * Where each bundled source that reads `import.meta.url` is shipped: 'bundle' (main.mjs itself,
 * inside the archive: the window finds preload.cjs and the renderer beside it), 'bundle,
 * unpacked' (resolves packages that run outside the archive: TypeScript, Playwright), or a path
 * relative to the bundle under app.asar.unpacked. A source reading it that is not listed fails
 * the build: each one is placed knowingly, or it would look for its neighbours in the wrong folder.
 */
const SHIPPED_AT = {
  'packages/converter/src/deep-stack.ts': 'converter/deep-stack.js',
  'packages/workspace/src/type-check.ts': 'bundle, unpacked',
  'packages/workspace/src/playwright-run.ts': 'bundle, unpacked',
  'apps/desktop/src/main/main.ts': 'bundle',
};

/** `import.meta.url` of each source is the URL of where it is shipped (see SHIPPED_AT). */
export const shippedModuleUrl = moduleUrlPlugin('rewright-shipped-module-url', (source) => {
  const relative = path.relative(repoRoot, source).split(path.sep).join('/');
  const shipped = SHIPPED_AT[relative];
  if (shipped === undefined) {
    throw new Error(
      `${relative} reads import.meta.url: say where it is shipped in SHIPPED_AT (scripts/build-electron.mjs)`,
    );
  }
  if (shipped === 'bundle') return undefined;
  return shipped === 'bundle, unpacked'
    ? unpacked('import.meta.url')
    : unpacked(`new URL(${JSON.stringify(`./${shipped}`)}, import.meta.url).href`);
});

/** Our workspace packages are TypeScript sources: bundled. Every other package loads from node_modules. */
const ownSourcesOnly = {
  name: 'rewright-own-sources-only',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@rewright/') ? undefined : { path: args.path, external: true },
    );
  },
};

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  external: ['electron'],
  logLevel: 'warning',
};

/** The engine as one ES module, built by the converter's own cached bundler (the CLI's worker uses it too). */
async function buildEngine(target) {
  const bundle = await cachedBundle({
    entry: path.join(converterSrc, 'convert.ts'),
    cacheDir: from('node_modules/.cache/rewright-electron-engine'),
    tsconfig: path.join(converterSrc, '..', 'tsconfig.json'),
    format: 'esm',
  });
  if (!bundle)
    throw new Error('build-electron: the engine could not be bundled (is esbuild installed?)');
  const code = await readFile(bundle, 'utf8');
  // The engine must not point into this checkout: a packaged app has no sources.
  if (code.includes('file://')) {
    throw new Error('build-electron: the engine bundle names a source file URL; ship that file');
  }
  await copyFile(bundle, target);
}

/** Builds everything Electron loads into `outDir` (default dist/electron). */
export async function buildElectron({ outDir = from('dist/electron') } = {}) {
  await rm(outDir, { recursive: true, force: true });
  const converterOut = path.join(outDir, 'converter');
  await mkdir(converterOut, { recursive: true });
  await build({
    ...common,
    entryPoints: [from('src/main/main.ts')],
    outfile: path.join(outDir, 'main.mjs'),
    format: 'esm',
    // The engine's front ends are named by lazy `import()`s in the kinds list; the main process
    // only reads that list's data (the front ends run on the worker, from converter/convert.js),
    // so they stay out of main.mjs and this process never loads TypeScript or Prettier for a scan.
    plugins: [lazyImportsLeftOut, ownSourcesOnly, shippedModuleUrl],
  });
  await build({
    ...common,
    entryPoints: [from('src/preload/preload.ts')],
    outfile: path.join(outDir, 'preload.cjs'),
    format: 'cjs',
  });
  // The worker is plain JavaScript importing its neighbours (garbage collection, the cached
  // engine bundle for a TypeScript engine): one file. It loads converter/convert.js by URL.
  await build({
    ...common,
    entryPoints: [path.join(converterSrc, 'deep-stack-worker.mjs')],
    outfile: path.join(converterOut, 'deep-stack-worker.mjs'),
    format: 'esm',
    packages: 'external',
  });
  await buildEngine(path.join(converterOut, 'convert.js'));
  await writeFile(path.join(converterOut, 'package.json'), '{ "type": "module" }\n');
  return outDir;
}

// `node scripts/build-electron.mjs [outDir]`
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = process.argv[2];
  await buildElectron(outDir ? { outDir: path.resolve(outDir) } : {});
}
