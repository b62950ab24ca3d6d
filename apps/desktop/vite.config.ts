import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The renderer: one page, relative asset URLs so the same build loads from `rewright app`'s local
 * server and from `file://` inside Electron. JSX goes through Vite's own transform (React's
 * automatic runtime); no Fast Refresh is needed for a build that is only ever served built.
 */
export default defineConfig({
  root: fileURLToPath(new URL('src/renderer/', import.meta.url)),
  base: './',
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  build: {
    outDir: fileURLToPath(new URL('dist/renderer/', import.meta.url)),
    emptyOutDir: true,
    modulePreload: { polyfill: false },
  },
});
