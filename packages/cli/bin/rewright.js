#!/usr/bin/env node
// The CLI and the converter are TypeScript sources with no build step. The main thread runs them
// precompiled by esbuild into one cached file (`@rewright/converter/cached-bundle`, rebuilt when a
// source changes), so it starts without a TypeScript loader; when no bundle can be built, tsx
// compiles them on import. Our own tsconfig is named so that the user's (found from the working
// folder) cannot change how rewright itself is compiled.
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cachedBundle } from '@rewright/converter/cached-bundle';

const tsconfig = fileURLToPath(new URL('../tsconfig.json', import.meta.url));
const bundle = await cachedBundle({
  entry: fileURLToPath(new URL('../src/main.ts', import.meta.url)),
  cacheDir: fileURLToPath(new URL('../node_modules/.cache/rewright-cli/', import.meta.url)),
  tsconfig,
  format: 'esm',
  // Our own workspace packages are TypeScript sources too; the rest load from node_modules.
  bundled: (specifier) => specifier.startsWith('@rewright/'),
  // The kinds list names each front end by a lazy import; they run on the engine's worker.
  lazyImports: 'leave out',
});
let main;
if (bundle) {
  main = await import(pathToFileURL(bundle).href);
} else {
  const { register } = await import('tsx/esm/api');
  register({ tsconfig });
  main = await import('../src/main.ts');
}
await main.runFromProcess();
