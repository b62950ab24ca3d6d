import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; each workspace's own vitest.config.ts sets its environment.
export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'packages/converter',
      'packages/workspace',
      'packages/cli',
      'packages/stand-in-kit',
      'services/identity',
      'services/payments',
      'apps/server',
      'apps/web',
      'apps/desktop',
    ],
  },
});
