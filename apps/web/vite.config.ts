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

/**
 * react-router's production build still names its components for React DevTools with top-level
 * `X.displayName = "…"` statements. A property write counts as a side effect, so each one keeps
 * its component (Form, ScrollRestoration, …) and what it uses in the bundle even when the site
 * never uses it. Builds drop those lines, so unused components go; DevTools shows plain names.
 */
function dropReactRouterDisplayNames(): Plugin {
  return {
    name: 'rewright-drop-react-router-display-names',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]react-router[\\/]dist[\\/]production[\\/].*\.mjs$/.test(id)) return null;
      return { code: code.replace(/^\w+\.displayName = "[^"]*";$/gm, ''), map: null };
    },
  };
}

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
  plugins: [react(), devRuntimeConfig(), dropReactRouterDisplayNames()],
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
    rolldownOptions: {
      output: {
        // React, React DOM and React Router in one chunk: every page needs all three before it
        // is interactive, and one gzip stream of them is smaller than the entry plus a separate
        // react chunk (it also keeps them cached across deployments that change only the site).
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
          ],
        },
      },
    },
  },
}));
