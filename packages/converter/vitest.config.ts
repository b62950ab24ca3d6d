import { defineConfig } from 'vitest/config';

// 30 s, not Vitest's 5: files run two at a time on a 2-core machine, beside browsers and servers.
export default defineConfig({
  test: {
    name: 'converter',
    environment: 'node',
    // The differential harness's own units run here; the differential itself has its own config.
    include: ['src/**/*.test.ts', 'differential/harness/**/*.test.ts'],
    testTimeout: 30_000,
    // Files share one module graph per worker: each would otherwise load TypeScript, Prettier and
    // the engine again (about a third of this project's CPU), and the engine's kept thread serves
    // the next file too. The tests hold no module state of their own that another file could see.
    isolate: false,
  },
});
