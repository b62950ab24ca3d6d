import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'payments', environment: 'node', include: ['src/**/*.test.ts'] },
});
