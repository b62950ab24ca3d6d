import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
    css: false,
    // 30 s, not Vitest's 5: files run two at a time on a 2-core machine, beside browsers and servers.
    testTimeout: 30_000,
    // Files share one module graph and one jsdom per worker (no per-file isolation): setting both up
    // again for each file took twice the tests' own time. The setup file cleans the DOM after each
    // test; mocks are declared per file. Passes with the files in any order.
    isolate: false,
  },
});
