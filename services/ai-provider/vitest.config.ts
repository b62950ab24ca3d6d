import { defineConfig } from 'vitest/config';

// 30 s, not Vitest's 5: files run two at a time on a 2-core machine, beside browsers and servers.
export default defineConfig({
  test: {
    name: 'ai-provider',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
