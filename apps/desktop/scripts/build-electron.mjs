// Bundles the Electron main process (ESM) and the preload (CommonJS: a sandboxed preload cannot
// load ES modules) into dist/electron/, beside the renderer Vite builds into dist/renderer/.
// `electron` stays external: the runtime provides it.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const from = (file) => fileURLToPath(new URL(`../${file}`, import.meta.url));
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

await build({
  ...common,
  entryPoints: [from('src/main/main.ts')],
  outfile: from('dist/electron/main.mjs'),
  format: 'esm',
  plugins: [ownSourcesOnly],
});
await build({
  ...common,
  entryPoints: [from('src/preload/preload.ts')],
  outfile: from('dist/electron/preload.cjs'),
  format: 'cjs',
});
