import { defineConfig } from 'vitest/config';

// 30 s, not Vitest's 5: files run two at a time on a 2-core machine, beside browsers and servers.
export default defineConfig({
  test: {
    name: 'identity',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    // Files share one module graph per worker (no per-file isolation): loading the modules again
    // for each file cost more than many files' tests. Passes with the files in any order.
    isolate: false,
  },
});
