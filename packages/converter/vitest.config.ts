import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'converter', environment: 'node', include: ['src/**/*.test.ts'] },
});
