import { existsSync } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
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
        '4 files, 4 test cases. Converting it costs 3 credits (one per test case converted without a TODO inside it; 1 test case with a TODO left inside is free).',
      );
      const rows = await files.getByRole('row').allInnerTexts();
      expect(rows.map((row) => row.split('\t').map((cell) => cell.trim()))).toEqual([
        ['File', 'Kind', 'Test cases', 'Credits'],
        ['pages/login-page.js', 'Protractor', '0', '0'],
        ['protractor.conf.js', 'Protractor', '0', '0'],
        ['specs/login.spec.js', 'Protractor', '2', '2'],
        ['specs/todo.spec.ts', 'Protractor', '2', '1'],
      ]);
      // Not signed in: nothing to convert with.
      expect(await page.getByRole('button', { name: 'Convert', exact: true }).isDisabled()).toBe(
        true,
      );

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

  /** The account's credits used, as the API's credits operation (the dashboard's) tells them. */
  async function creditsUsed(): Promise<number> {
    const recording = createRecordingTerminal(scratch);
    const code = await main(['credits', '--json'], {
      terminal: recording.terminal,
      env: { ...stack.env, REWRIGHT_CONFIG_DIR: path.join(scratch, 'config'), HOME: scratch },
    });
    expect(code, recording.stderr()).toBe(0);
    return Math.abs((JSON.parse(recording.stdout()) as { credits_used: number }).credits_used);
  }

  /** `rewright app` signed in through the provider's form in a "system browser" context. */
  async function signedInApp() {
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
    const page = await browser.newPage();
    await page.goto(app.url);
    const signIn = page.getByRole('button', { name: 'Sign in' });
    const signOut = page.getByRole('button', { name: 'Sign out' });
    await Promise.race([signIn.waitFor(), signOut.waitFor()]);
    if (await signIn.isVisible()) await signIn.click();
    await signOut.waitFor({ timeout: 30_000 });
    return {
      page,
      stop: async () => {
        await page.close();
        await app.stop();
        await systemBrowser.close();
      },
    };
  }

  it('converts a project: cost first, Escape cancels, confirm, review with TODOs, verify; charges exactly the test cases converted without a TODO', async () => {
    const project = path.join(scratch, 'convert', 'legacy-app');
    await cp(fixture, project, { recursive: true });
    const out = `${project}-playwright`;
    const app = await signedInApp();
    try {
      const { page } = app;
      const before = await creditsUsed();
      await page.getByLabel('Project folder').fill(project);
      await page.getByRole('button', { name: 'Open project' }).click();
      const files = page.getByRole('region', { name: 'Files' });
      await expect
        .poll(() => files.locator('.summary').innerText())
        .toContain('Converting it costs 3 credits');

      // The cost, before anything is charged; Escape cancels: nothing written, nothing taken.
      const convert = page.getByRole('button', { name: 'Convert', exact: true });
      await convert.click();
      const dialog = page.getByRole('dialog', { name: 'Convert for 3 credits?' });
      await dialog.waitFor({ timeout: 60_000 });
      const costRows = await dialog.getByRole('row').allInnerTexts();
      expect(costRows.map((row) => row.split('\t').map((cell) => cell.trim()))).toEqual([
        ['File', 'Test case', 'Cost'],
        ['specs/login.spec.js', 'greets the user by name', '1 credit'],
        ['specs/login.spec.js', 'stays on the login page with a wrong password', '1 credit'],
        ['specs/todo.spec.ts', 'adds an item', '1 credit'],
        ['specs/todo.spec.ts', 'clears the list by script', 'free: a TODO was left inside'],
      ]);
      expect(await dialog.innerText()).toContain('You have 25 credits left.');
      // Focus starts inside and stays there.
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
      await page.keyboard.press('Escape');
      await page
        .getByText('Not converted: nothing was written and no credits were taken.')
        .waitFor();
      expect(existsSync(out)).toBe(false);
      expect(await creditsUsed()).toBe(before);

      await convert.click();
      await dialog.waitFor({ timeout: 60_000 });
      await dialog.getByRole('button', { name: 'Convert and use 3 credits' }).click();
      const summary = page.getByRole('status', { name: 'Conversion summary' });
      await summary.waitFor({ timeout: 60_000 });
      expect(await summary.innerText()).toContain('3 credits used, 22 left.');
      expect(await summary.innerText()).toContain('Charged: 3. Free: 1.');
      expect(await summary.innerText()).toContain(
        'specs/todo.spec.ts — clears the list by script: free, a TODO was left inside',
      );
      await expect.poll(() => page.getByLabel('Credits').innerText()).toBe('22 of 25 credits left');
      expect(await creditsUsed()).toBe(before + 3);
      expect(existsSync(path.join(out, 'specs', 'todo.spec.ts'))).toBe(true);

      // Review: original and converted side by side, the TODO line highlighted.
      await files.getByRole('button', { name: 'specs/todo.spec.ts' }).click();
      const converted = page.getByRole('figure', { name: 'Converted: specs/todo.spec.ts' });
      await converted.waitFor();
      const todoLines = await converted.locator('.line-todo').allInnerTexts();
      expect(todoLines).toEqual([expect.stringContaining('TODO(rewright): locators/by-js')]);
      await page.getByRole('figure', { name: 'Original: specs/todo.spec.ts' }).waitFor();

      // Verify: per file and per test.
      await page.getByRole('button', { name: 'Verify', exact: true }).click();
      const verified = page.getByRole('table', { name: 'Verified files' });
      await verified.waitFor({ timeout: 90_000 });
      const verifiedRows = (await verified.getByRole('row').allInnerTexts()).map((row) =>
        row.split('\t')[0]!.trim(),
      );
      expect(verifiedRows).toEqual(
        expect.arrayContaining(['specs/login.spec.ts', 'specs/todo.spec.ts']),
      );
      const tests = await page.getByRole('list', { name: 'Tests' }).innerText();
      expect(tests).toContain('todo list › adds an item');

      // Verifying takes nothing.
      expect(await creditsUsed()).toBe(before + 3);
    } finally {
      await app.stop();
    }
  }, 240_000);

  it('out of credits: says how many are needed, links to pricing, writes and charges nothing', async () => {
    const project = path.join(scratch, 'convert', 'big-suite');
    const tests = Array.from(
      { length: 30 },
      (_, index) =>
        `  it('case ${index + 1}', async () => {\n    await browser.get('/${index}');\n  });\n`,
    );
    await mkdir(path.join(project, 'specs'), { recursive: true });
    await writeFile(
      path.join(project, 'specs', 'big.spec.js'),
      `describe('big', () => {\n${tests.join('')}});\n`,
    );
    const app = await signedInApp();
    try {
      const { page } = app;
      const before = await creditsUsed();
      await page.getByLabel('Project folder').fill(project);
      await page.getByRole('button', { name: 'Open project' }).click();
      await page.getByRole('button', { name: 'Convert', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Convert for 30 credits?' });
      await dialog.waitFor({ timeout: 60_000 });
      await dialog.getByRole('button', { name: 'Convert and use 30 credits' }).click();
      const alert = page.locator('.out-of-credits');
      await alert.waitFor({ timeout: 60_000 });
      expect(await alert.innerText()).toContain(
        `Out of credits: this conversion needs 30 credits, and you have ${25 - before} left. Nothing was written and no credits were taken.`,
      );
      expect(await alert.getByRole('link', { name: 'Buy credits' }).getAttribute('href')).toBe(
        `${stack.serverUrl}/pricing`,
      );
      expect(existsSync(`${project}-playwright`)).toBe(false);
      expect(await creditsUsed()).toBe(before);
    } finally {
      await app.stop();
    }
  }, 240_000);
});
