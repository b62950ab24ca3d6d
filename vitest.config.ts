import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; each workspace's own vitest.config.ts sets its environment.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine.
    // Many of these files wait on child processes, servers and browsers rather than the CPU, so
    // they run at least two at a time.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      'packages/contracts',
      'packages/converter',
      'packages/workspace',
      'packages/cli',
      'packages/stand-in-kit',
      'services/identity',
      'services/payments',
      'services/ai-provider',
      'apps/server',
      'apps/web',
      'apps/desktop',
    ],
  },
});
