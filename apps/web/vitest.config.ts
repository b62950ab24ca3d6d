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
    // Each file keeps its own jsdom (Vitest's default isolation), unlike the Node projects: shared,
    // one file's sign-in left its patched document.body.appendChild to the next (a full run failed
    // on it after four shuffled runs had passed), for about 20 s of the run saved.
  },
});
