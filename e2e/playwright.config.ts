import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, resolveChromium } from './browser';
import { identityPort, paymentsPort, siteUrl, sitePort } from './stack';

const root = fileURLToPath(new URL('..', import.meta.url));

function traceMode(value: string | undefined) {
  const modes = ['off', 'on', 'retain-on-failure', 'on-first-retry', 'retain-on-first-failure'];
  if (value === undefined || value === '') return 'off';
  if (!modes.includes(value)) throw new Error(`E2E_TRACE must be one of ${modes.join(', ')}`);
  return value as 'off' | 'on' | 'retain-on-failure' | 'on-first-retry' | 'retain-on-first-failure';
}

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // json feeds the totals line of `npm test` (PLAYWRIGHT_JSON_OUTPUT_NAME says where).
  reporter: [['list'], ['json']],
  use: {
    baseURL: siteUrl,
    // Tracing records every test and drops the trace when it passes: measured, a quarter of the
    // e2e step's CPU (bench/README.md). Off unless asked for, e.g. E2E_TRACE=retain-on-failure
    // to keep the failures' traces while reproducing one.
    trace: traceMode(process.env.E2E_TRACE),
    launchOptions: { executablePath: resolveChromium(), args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // The same launcher as `npm start`, on its own ports and a data folder emptied first, so
    // sign-up tests never meet users of an earlier run.
    command: `node -e "require('fs').rmSync('.data/e2e', { recursive: true, force: true })" && node scripts/start.mjs`,
    cwd: root,
    url: `${siteUrl}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(sitePort),
      IDENTITY_PORT: String(identityPort),
      DATA_DIR: '.data/e2e',
      IDENTITY_DATA_DIR: '.data/e2e/identity',
      PAYMENTS_PORT: String(paymentsPort),
      PAYMENTS_DATA_DIR: '.data/e2e/payments',
      // Emptied with the rest: no installer is there until a test puts one in (public-pages.spec.ts).
      DOWNLOADS_DIR: '.data/e2e/downloads',
      PAYMENTS_LOG_LEVEL: 'warn',
      LOG_LEVEL: 'warn',
      IDENTITY_LOG_LEVEL: 'warn',
    },
  },
});
