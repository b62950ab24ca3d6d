import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { startLiveStack, type LiveStack } from '@rewright/workspace/live-stack';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../main';
import { createRecordingTerminal } from '../recording-terminal';

const fixture = fileURLToPath(
  new URL('../../../../apps/desktop/fixtures/protractor-project', import.meta.url),
);
const chromiumPath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find(
  (file) => file && existsSync(file),
);

let scratch: string;
let browser: Browser;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'rewright-app-'));
  await mkdir(path.join(scratch, 'projects', 'legacy'), { recursive: true });
  browser = await chromium.launch({
    ...(chromiumPath ? { executablePath: chromiumPath } : {}),
    args: ['--no-sandbox', '--disable-gpu'],
  });
});
afterAll(async () => {
  await browser?.close();
  await rm(scratch, { recursive: true, force: true });
});

/** Starts `rewright app --no-open` in this process; stop() is its Ctrl-C. */
async function startApp(
  options: { env?: Record<string, string>; openBrowser?: (url: string) => Promise<void> } = {},
) {
  const recording = createRecordingTerminal(scratch);
  const interrupt = new AbortController();
  const exit = main(['app', '--no-open'], {
    terminal: recording.terminal,
    env: { REWRIGHT_CONFIG_DIR: path.join(scratch, 'config'), HOME: scratch, ...options.env },
    signal: interrupt.signal,
    ...(options.openBrowser ? { openBrowser: options.openBrowser } : {}),
  });
  let url: string | undefined;
  while (!url) {
    const settled = await Promise.race([exit, new Promise((r) => setTimeout(r, 100, 'waiting'))]);
    if (settled !== 'waiting') throw new Error(`rewright app ended: ${recording.stderr()}`);
    url = /http:\/\/127\.0\.0\.1:\d+\/#token=[\w-]+/.exec(recording.stdout())?.[0];
  }
  return { url, recording, stop: () => (interrupt.abort(), exit) };
}

describe('rewright app', () => {
  it('opens a project in Chromium: its files, kinds, test counts and the cost', async () => {
    const app = await startApp();
    try {
      expect(app.recording.stdout()).toBe(`Open this address in your browser:\n  ${app.url}\n`);
      const page = await browser.newPage();
      await page.goto(app.url);
      await expect.poll(() => page.url()).not.toContain('token');
      await page.getByRole('button', { name: 'Sign in' }).waitFor();

      await page.getByLabel('Project folder').fill(fixture);
      await page.getByRole('button', { name: 'Open project' }).click();
      const files = page.getByRole('region', { name: 'Files' });
      await files.getByRole('table').waitFor();
      expect(await files.locator('.summary').innerText()).toBe(
        '4 files, 3 test cases. Converting it costs 3 credits (one per test case).',
      );
      const rows = await files.getByRole('row').allInnerTexts();
      expect(rows.map((row) => row.split('\t').map((cell) => cell.trim()))).toEqual([
        ['File', 'Kind', 'Test cases'],
        ['pages/login-page.js', 'Protractor', '0'],
        ['protractor.conf.js', 'Protractor', '0'],
        ['specs/login.spec.js', 'Protractor', '2'],
        ['specs/todo.spec.ts', 'Protractor', '1'],
      ]);

      await files.getByRole('button', { name: 'specs/login.spec.js' }).click();
      const original = page.getByRole('figure', { name: 'Original: specs/login.spec.js' });
      await expect.poll(() => original.innerText()).toContain('describe(');

      await page.getByRole('button', { name: 'About' }).click();
      await page.getByText('Version 1.0.0').waitFor();
      await page.close();
    } finally {
      expect(await app.stop()).toBe(0);
    }
  }, 120_000);

  it('browses folders from the home folder and says why a path cannot be opened', async () => {
    const app = await startApp();
    try {
      const page = await browser.newPage();
      await page.goto(app.url);
      const field = page.getByLabel('Project folder');
      await expect.poll(() => field.inputValue()).toBe(scratch);
      await page.getByRole('button', { name: 'projects/' }).click();
      await expect.poll(() => field.inputValue()).toBe(path.join(scratch, 'projects'));
      await page.getByRole('button', { name: 'legacy/' }).waitFor();
      await field.fill(path.join(scratch, 'missing'));
      await page.getByRole('button', { name: 'Open project' }).click();
      await expect
        .poll(() => page.getByRole('alert').innerText())
        .toBe(`cannot read ${path.join(scratch, 'missing')}: no such file or folder`);
      await page.close();
    } finally {
      await app.stop();
    }
  }, 120_000);

  it('refuses arguments it does not take, with exit 2', async () => {
    const recording = createRecordingTerminal(scratch);
    expect(await main(['app', 'extra'], { terminal: recording.terminal, env: {} })).toBe(2);
    expect(recording.stderr()).toBe(
      "rewright app: unexpected argument 'extra'. Run 'rewright app --help' for usage.\n",
    );
  });
});

describe('rewright app opening its window', () => {
  it('starts an app-mode browser with its own profile, never prints the token, and stops when the window closes', async () => {
    const argsFile = path.join(scratch, 'browser-args.txt');
    const fakeBrowser = path.join(scratch, 'fake-chromium');
    // Stands in for Chromium: records how it was started, then "closes the window" (exits).
    await writeFile(fakeBrowser, `#!/bin/sh\nprintf '%s\\n' "$@" > '${argsFile}'\n`);
    await chmod(fakeBrowser, 0o755);
    const recording = createRecordingTerminal(scratch);
    const config = path.join(scratch, 'config');
    const code = await main(['app'], {
      terminal: recording.terminal,
      env: { REWRIGHT_CONFIG_DIR: config, HOME: scratch, REWRIGHT_APP_BROWSER: fakeBrowser },
    });
    expect(code).toBe(0);
    expect(recording.stdout()).toBe('Rewright is open in its own window. Press Ctrl-C to stop.\n');
    expect(recording.stderr()).not.toContain('token');
    const args = (await readFile(argsFile, 'utf8')).trim().split('\n');
    expect(args[0]).toMatch(/^--app=http:\/\/127\.0\.0\.1:\d+\/#token=[\w-]{43}$/);
    expect(args.slice(1)).toEqual([
      `--user-data-dir=${path.join(config, 'app-window')}`,
      '--no-first-run',
      '--no-default-browser-check',
      '--window-size=1200,800',
    ]);
  }, 120_000);

  it('opens the default browser when no app-mode browser is installed', async () => {
    const recording = createRecordingTerminal(scratch);
    const interrupt = new AbortController();
    const opened: string[] = [];
    const code = await main(['app'], {
      terminal: recording.terminal,
      env: {
        REWRIGHT_CONFIG_DIR: path.join(scratch, 'config'),
        HOME: scratch,
        REWRIGHT_APP_BROWSER: path.join(scratch, 'no-such-browser'),
      },
      signal: interrupt.signal,
      openBrowser: async (url) => {
        opened.push(url);
        interrupt.abort();
      },
    });
    expect(code).toBe(0);
    expect(opened).toEqual([expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/#token=/)]);
    expect(recording.stdout()).toBe('Rewright is open in your browser. Press Ctrl-C to stop.\n');
    expect(recording.stderr()).toBe(
      `rewright app: warning: REWRIGHT_APP_BROWSER (${path.join(scratch, 'no-such-browser')}) cannot be run; using your default browser\n`,
    );
  }, 120_000);
});

describe('rewright app, signed in', () => {
  let stack: LiveStack;
  beforeAll(async () => {
    stack = await startLiveStack();
  }, 120_000);
  afterAll(() => stack?.stop());

  it('signs in through the identity provider in the system browser, shows credits, signs out', async () => {
    // The "system browser": another Chromium context, where the user fills the provider's form.
    const systemBrowser = await browser.newContext();
    const app = await startApp({
      env: stack.env,
      openBrowser: async (url) => {
        const page = await systemBrowser.newPage();
        await page.goto(url);
        await page.getByLabel('Username or email').fill('demo');
        await page.getByLabel('Password', { exact: true }).fill('rewright-demo');
        await page.getByRole('button', { name: 'Sign In' }).click();
      },
    });
    try {
      const page = await browser.newPage();
      await page.goto(app.url);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('button', { name: 'Sign out' }).waitFor({ timeout: 30_000 });
      const header = page.getByRole('banner');
      await expect.poll(() => header.innerText()).toContain('demo');
      await expect.poll(() => page.getByLabel('Credits').innerText()).toBe('25 of 25 credits left');

      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      expect(await header.innerText()).not.toContain('credits left');
      await page.close();
    } finally {
      await app.stop();
      await systemBrowser.close();
    }
  }, 120_000);
});
