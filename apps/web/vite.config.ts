import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * react-router's package exports always name its development build (warnings, dev checks); its
 * production build sits beside it. Builds use that one (half a kilobyte less on every page);
 * `vite dev` and Vitest keep the warnings.
 */
const reactRouterProduction = createRequire(import.meta.url)
  .resolve('react-router')
  .replace(/([\\/]dist[\\/])development([\\/])/, '$1production$2')
  .replace(/\.js$/, '.mjs');

const CONFIG_MARKER = '<!--rewright-config-->';

/**
 * In production apps/server replaces the marker with the runtime config. `vite dev` has no server
 * in front of it, so this plugin plays that part from the same environment variables.
 */
function devRuntimeConfig(): Plugin {
  return {
    name: 'rewright-dev-runtime-config',
    apply: 'serve',
    transformIndexHtml(html) {
      const config = {
        keycloakUrl: process.env.KEYCLOAK_URL ?? 'http://localhost:8080',
        realm: process.env.KEYCLOAK_REALM ?? 'rewright',
        clientId: process.env.KEYCLOAK_CLIENT_ID ?? 'rewright-web',
        analyticsId: process.env.ANALYTICS_ID ?? '',
        apiBase: '/api/v1',
        publicUrl: 'http://localhost:5173',
      };
      // `<` is escaped so no config value can close the script element.
      const json = JSON.stringify(config).replace(/</g, '\\u003c');
      return html.replace(
        CONFIG_MARKER,
        `<script id="rewright-config" type="application/json">${json}</script>`,
      );
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), devRuntimeConfig()],
  resolve:
    command === 'build'
      ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] }
      : {},
  // The contracts package ships TypeScript sources, so the prerender bundle must include it.
  ssr: { noExternal: ['@rewright/contracts'] },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { '/api': 'http://localhost:8001' },
  },
  // The manifest tells scripts/prerender.ts which chunks and CSS each page needs (it deletes it).
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // Every browser the site supports knows <link rel="modulepreload">; no polyfill in the entry.
    modulePreload: { polyfill: false },
  },
}));
