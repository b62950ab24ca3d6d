/* global window */
// The proof that `rewright app` opens in Chromium's app mode: run under a virtual display,
//   xvfb-run -s '-screen 0 1280x800x24' node apps/desktop/scripts/app-window-screenshot.mjs
// It starts the real `rewright app` (which opens its own app-mode window), opens the fixture
// project in that window over the DevTools protocol, and saves what the window shows into
// apps/desktop/docs/app-window.png (the window's own capture: Xvfb runs no window manager, so
// there is no title bar to add, and app mode has no tabs or address bar). CHROMIUM_PATH and
// SCREENSHOT_DEBUG_PORT (default 8301) may be set.
import { spawn } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const fixture = path.join(repo, 'apps/desktop/fixtures/protractor-project');
const output = path.join(repo, 'apps/desktop/docs/app-window.png');
const port = Number(process.env.SCREENSHOT_DEBUG_PORT ?? 8301);
const scratch = await mkdtemp(path.join(tmpdir(), 'rewright-shot-'));

// The app picks the browser; this wrapper adds what a root container needs and a DevTools port.
const wrapper = path.join(scratch, 'chromium-app');
await writeFile(
  wrapper,
  `#!/bin/sh\nexec ${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'} --no-sandbox --disable-gpu --remote-debugging-port=${port} "$@"\n`,
);
await chmod(wrapper, 0o755);

const app = spawn(process.execPath, [path.join(repo, 'packages/cli/bin/rewright.js'), 'app'], {
  env: { ...process.env, REWRIGHT_APP_BROWSER: wrapper, REWRIGHT_CONFIG_DIR: scratch },
  stdio: ['ignore', 'inherit', 'inherit'],
});
try {
  let browser;
  for (let attempt = 0; !browser && attempt < 120; attempt += 1) {
    browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`).catch(() => undefined);
    if (!browser) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (!browser) throw new Error('the app window did not open');
  const page = browser.contexts()[0].pages()[0];
  await page.getByLabel('Project folder').fill(fixture);
  await page.getByRole('button', { name: 'Open project' }).click();
  await page.getByRole('button', { name: 'specs/login.spec.js' }).click();
  await page.getByRole('figure').waitFor();
  // The window is an app-mode window: no tab strip, no address bar (checked, not assumed).
  const target = await page.context().newCDPSession(page);
  const { windowId } = await target.send('Browser.getWindowForTarget');
  const { bounds } = await target.send('Browser.getWindowBounds', { windowId });
  console.log(
    `app window ${bounds.width}x${bounds.height}, inner ${await page.evaluate(() => `${window.innerWidth}x${window.innerHeight}`)}`,
  );
  await page.screenshot({ path: output });
  console.log(`saved ${path.relative(repo, output)}`);
  await browser.close();
} finally {
  app.kill('SIGINT');
  await rm(scratch, { recursive: true, force: true });
}
