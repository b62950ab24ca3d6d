import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'stand-in-kit', environment: 'node', include: ['src/**/*.test.ts'] },
});
