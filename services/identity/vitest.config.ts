import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'identity', environment: 'node', include: ['src/**/*.test.ts'] },
});
