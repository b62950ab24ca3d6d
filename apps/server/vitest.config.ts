import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Each file starts its own PGlite (WASM) or PostgreSQL schema; under a full parallel run that can
    // take several seconds (tens on a loaded machine), which is start-up cost, not a slow test.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
