import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Separate from the converter's unit project (which only includes src/**): the differential run
// drives two browsers and takes minutes. Run it with `npm run differential -w packages/converter`.
export default defineConfig({
  test: {
    name: 'converter-differential',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'node',
    include: ['differential.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 20 * 60_000,
  },
});
