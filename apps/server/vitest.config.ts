import { configDefaults, defineConfig } from 'vitest/config';

// Tests of what only PostgreSQL serves (several server processes on one database) belong to the
// project only when DATABASE_URL names one: the PostgreSQL leg of `npm test` (.ci/run). Left out,
// not skipped, elsewhere; PGlite cannot be shared between processes at all.
const postgresOnly = process.env.DATABASE_URL ? [] : ['src/**/*.postgres.test.ts'];

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...postgresOnly],
    // Each file starts its own PGlite (WASM) or PostgreSQL schema; under a full parallel run that can
    // take several seconds (tens on a loaded machine), which is start-up cost, not a slow test.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Files share one module graph per worker: loading the server's modules again for each file
    // cost more CPU than most files' tests. Each file builds its own app, database and settings;
    // nothing a file changes lives at module level.
    isolate: false,
  },
});
