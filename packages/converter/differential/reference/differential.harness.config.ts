// Written by the differential harness for each run; not part of the converted output.
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
const converted: PlaywrightTestConfig = {};

const harnessUse = {
  baseURL: process.env.DIFFERENTIAL_BASE_URL,
  headless: true,
  launchOptions: {
    executablePath: process.env.DIFFERENTIAL_CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  },
};

export default defineConfig({
  ...converted,
  testDir: converted.testDir ?? '.',
  outputDir: process.env.DIFFERENTIAL_OUTPUT_DIR,
  reporter: [['json'], ['line']],
  retries: 0,
  workers: 2,
  forbidOnly: false,
  webServer: undefined,
  use: { ...converted.use, ...harnessUse },
  projects: (converted.projects ?? [{ name: 'chromium' }]).map((project) => ({
    ...project,
    use: { ...project.use, browserName: 'chromium' as const, channel: undefined, ...harnessUse },
  })),
});
