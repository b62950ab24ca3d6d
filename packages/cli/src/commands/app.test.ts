import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { startLiveStack, type LiveStack } from '@rewright/workspace/live-stack';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../main';
import { createRecordingTerminal } from '../recording-terminal';
import { treeRows } from '@rewright/desktop/testing/tree-rows';

const fixture = fileURLToPath(
  new URL('../../../../apps/desktop/fixtures/protractor-project', import.meta.url),
);
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
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

/**
 * Waits for the cost dialog or the summary of a conversion; if it does not come, the error says
 * what the Convert panel showed instead (its state, or its error), not only that time ran out.
 * The wait is long on purpose: on a machine busy with other test files a conversion takes many
 * times longer than alone, and how long it takes is not what these tests are about.
 */
async function waitForConvertStep(page: Page, step: ReturnType<Page['getByRole']>) {
  try {
    await step.waitFor({ timeout: 150_000 });
  } catch (error) {
    const panel = await page
      .getByRole('region', { name: 'Convert' })
      .innerText({ timeout: 1_000 })
      .catch(() => '(no Convert panel)');
    throw new Error(`${(error as Error).message}\nThe Convert panel showed: ${panel}`);
  }
}

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
      await files.getByRole('list', { name: 'Project files' }).waitFor();
      expect(await files.locator('.summary').innerText()).toBe(
        '4 files, 4 test cases. Converting it costs 3 credits (one per test case converted without a TODO inside it; 1 test case with a TODO left inside is free).',
      );
      // A tree by folder; no status before a conversion.
      expect(await treeRows(page)).toEqual([
        'pages/ 1 file, 0 test cases',
        '  login-page.js | Protractor | 0 test cases | 0 credits',
        'specs/ 2 files, 4 test cases',
        '  login.spec.js | Protractor | 2 test cases | 2 credits',
        '  todo.spec.ts | Protractor | 2 test cases | 1 credit',
        'protractor.conf.js | Protractor | 0 test cases | 0 credits',
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
      await expect.poll(() => field.inputValue(), { timeout: 30_000 }).toBe(scratch);
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

/** The pages the converted fixture suite runs against: a login form and a to-do list. */
const SITE_PAGES: Record<string, string> = {
  '/login': `<!doctype html><title>Login</title>
<input aria-label="Name" ng-model="user.name"><input aria-label="Password" type="password" ng-model="user.password">
<button>Sign in</button><p class="greeting"></p>
<script>
  document.querySelector('button').onclick = () => {
    const name = document.querySelector('[ng-model="user.name"]').value;
    const password = document.querySelector('[ng-model="user.password"]').value;
    if (password === 'secret') document.querySelector('.greeting').textContent = 'Hello, ' + name;
  };
</script>`,
  '/todos': `<!doctype html><title>Todos</title>
<input id="new-todo" aria-label="New"><button>Add</button><ul></ul>
<script>
  document.querySelector('button').onclick = () => {
    const item = document.createElement('li');
    item.className = 'todo';
    item.textContent = document.querySelector('#new-todo').value;
    document.querySelector('ul').append(item);
  };
</script>`,
};

describe('rewright app, signed in', () => {
  let stack: LiveStack;
  let site: Server;
  let siteUrl: string;
  beforeAll(async () => {
    // The website's dashboard is read in Chromium: the stack serves the built website.
    if (!existsSync(path.join(repoRoot, 'apps', 'web', 'dist', 'index.html'))) {
      execFileSync('npm', ['run', 'build', '--workspace', 'apps/web', '--silent'], {
        cwd: repoRoot,
        stdio: 'ignore',
      });
    }
    stack = await startLiveStack({ website: true });
    site = createServer((request, response) => {
      const body = SITE_PAGES[new URL(request.url ?? '/', 'http://x').pathname];
      response.writeHead(body ? 200 : 404, { 'content-type': 'text/html' }).end(body ?? '');
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
  }, 600_000);
  afterAll(async () => {
    await new Promise<void>((resolve) => (site ? site.close(() => resolve()) : resolve()));
    await stack?.stop();
  });

  /** The website's dashboard in the user's own browser, signed in as the demo user. */
  async function openDashboard(context: BrowserContext): Promise<Page> {
    const page = await context.newPage();
    await page.goto(`${stack.serverUrl}/dashboard`);
    await page.getByLabel('Username or email').fill('demo');
    await page.getByLabel('Password', { exact: true }).fill('rewright-demo');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const gate = page.locator('[data-terms-gate]');
    await expect
      .poll(() => gate.getAttribute('data-terms-gate'), { timeout: 60_000 })
      .toMatch(/^(accepted|required)$/);
    if ((await gate.getAttribute('data-terms-gate')) === 'required') {
      const terms = page.getByRole('dialog', { name: 'Terms of User Agreement' });
      await terms.getByRole('checkbox').check();
      await terms
        .getByRole('region', { name: 'Terms text' })
        .evaluate((element) => element.scrollTo(0, element.scrollHeight));
      await terms.getByRole('button', { name: 'Accept' }).click();
      await terms.waitFor({ state: 'detached' });
    }
    await page.getByRole('heading', { name: /^Welcome/ }).waitFor();
    return page;
  }

  /** "N credits used during this period", as the dashboard page shows it. */
  async function creditsUsedOnDashboard(page: Page): Promise<number> {
    const line = page.getByText(/credits used during this period/);
    await line.waitFor();
    return Number(/^(\d+) credits used/.exec(await line.innerText())?.[1]);
  }

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
    const website = await browser.newContext();
    try {
      const { page } = app;
      const before = await creditsUsed();
      // The user's browser shows the website's dashboard beside the app.
      const dashboard = await openDashboard(website);
      expect(await creditsUsedOnDashboard(dashboard)).toBe(before);
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
      await waitForConvertStep(page, dialog);
      const costRows = await dialog.getByRole('row').allInnerTexts();
      expect(costRows.map((row) => row.split('\t').map((cell) => cell.trim()))).toEqual([
        ['File', 'Test case', 'Cost'],
        ['specs/login.spec.js', 'greets the user by name', '1 credit'],
        ['specs/login.spec.js', 'stays on the login page with a wrong password', '1 credit'],
        ['specs/todo.spec.ts', 'adds an item', '1 credit'],
        ['specs/todo.spec.ts', 'clears the list by script', 'free: a TODO was left inside'],
      ]);
      expect(await dialog.innerText()).toContain('You have 25 credits left.');
      const charged = costRows.filter(
        (row) => row.split('\t').at(-1)?.trim() === '1 credit',
      ).length;
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
      await waitForConvertStep(page, dialog);
      await dialog.getByRole('button', { name: 'Convert and use 3 credits' }).click();
      const summary = page.getByRole('status', { name: 'Conversion summary' });
      await waitForConvertStep(page, summary);
      expect(await summary.innerText()).toContain('3 credits used, 22 left.');
      expect(await summary.innerText()).toContain('Charged: 3. Free: 1.');
      expect(await summary.innerText()).toContain(
        'specs/todo.spec.ts — clears the list by script: free, a TODO was left inside',
      );
      await expect.poll(() => page.getByLabel('Credits').innerText()).toBe('22 of 25 credits left');
      expect(charged).toBe(3);
      expect(await creditsUsed()).toBe(before + charged);
      // The dashboard page itself: credits used rose by the test cases converted without a TODO.
      await dashboard.reload();
      await expect
        .poll(() => creditsUsedOnDashboard(dashboard), { timeout: 30_000 })
        .toBe(before + charged);
      expect(existsSync(path.join(out, 'specs', 'todo.spec.ts'))).toBe(true);

      // Each file's status once converted, in the tree by folder.
      await expect
        .poll(() => treeRows(page))
        .toEqual([
          'pages/ 1 file, 0 test cases',
          '  login-page.js | Protractor | Converted | 0 test cases | 0 credits',
          'specs/ 2 files, 4 test cases',
          '  login.spec.js | Protractor | Converted | 2 test cases | 2 credits',
          '  todo.spec.ts | Protractor | Converted with TODOs | 2 test cases | 1 credit',
          'protractor.conf.js | Protractor | Converted | 0 test cases | 0 credits',
        ]);

      // Review: original and converted side by side, the TODO line highlighted, the
      // diagnostics highlighted on their lines and listed.
      await files.getByRole('button', { name: 'specs/todo.spec.ts' }).click();
      const converted = page.getByRole('figure', { name: 'Converted: specs/todo.spec.ts' });
      await converted.waitFor();
      const todoLines = await converted.locator('.line-todo').allInnerTexts();
      expect(todoLines).toEqual([
        expect.stringContaining('TODO(rewright): protractor/locators/by-js'),
      ]);
      const original = page.getByRole('figure', { name: 'Original: specs/todo.spec.ts' });
      const byJsLine = original.locator('#original-line-17');
      expect(await byJsLine.getAttribute('class')).toBe('line line-flag line-warning');
      expect(await byJsLine.innerText()).toMatch(
        /element\(by\.js\([\s\S]*warning protractor\/locators\/by-js: `by\.js` runs a function in the page/,
      );
      const diagnostics = page.getByRole('list', { name: 'Diagnostics (3)' });
      expect(
        (await diagnostics.getByRole('listitem').allInnerTexts()).map((text) => text.trim()),
      ).toEqual([
        'Line 1 info protractor/modules/protractor-import: Protractor import removed',
        expect.stringMatching(/^Line 10 info protractor\/locators\/button-text-semantics: /),
        expect.stringMatching(
          /^Line 17 warning protractor\/locators\/by-js: `by\.js` runs a function/,
        ),
      ]);

      // Verify and run against a base URL: a result per test.
      const verify = page.getByRole('region', { name: 'Verify' });
      await verify.getByLabel('Base URL (optional, to run the tests)').fill(siteUrl);
      await verify.getByRole('button', { name: 'Verify and run' }).click();
      const verified = verify.getByRole('table', { name: 'Verified files' });
      await verified.waitFor({ timeout: 180_000 });
      const verifiedRows = (await verified.getByRole('row').allInnerTexts()).map((row) =>
        row.split('\t')[0]!.trim(),
      );
      expect(verifiedRows).toEqual(
        expect.arrayContaining(['specs/login.spec.ts', 'specs/todo.spec.ts']),
      );
      expect(await verify.getByRole('status').innerText()).toContain(
        `run against ${siteUrl}: 3 passed, 1 failed, 0 skipped.`,
      );
      const results = (
        await verify.getByRole('table', { name: 'Tests' }).getByRole('row').allInnerTexts()
      )
        .slice(1)
        .map((row) => row.split('\t').map((cell) => cell.trim()))
        .map(([title, , result]) => [title, result]);
      expect(results.sort()).toEqual([
        ['login › greets the user by name', 'passed'],
        ['login › stays on the login page with a wrong password', 'passed'],
        ['todo list › adds an item', 'passed'],
        [
          'todo list › clears the list by script',
          expect.stringMatching(/^failed: .*by is not defined/),
        ],
      ]);

      // Verifying takes nothing.
      expect(await creditsUsed()).toBe(before + 3);
    } finally {
      await website.close();
      await app.stop();
    }
  }, 600_000);

  it('converts into the output folder the settings name, and refuses one inside the project', async () => {
    const project = path.join(scratch, 'convert', 'second-app');
    await cp(fixture, project, { recursive: true });
    const outputs = path.join(scratch, 'outputs');
    const out = path.join(outputs, 'second-app-playwright');
    const app = await signedInApp();
    try {
      const { page } = app;
      await page.getByRole('button', { name: 'Settings' }).click();
      await page.getByLabel('Output folder').fill(outputs);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Settings saved.').waitFor();

      await page.getByRole('button', { name: 'Project' }).click();
      await page.getByLabel('Project folder').fill(project);
      await page.getByRole('button', { name: 'Open project' }).click();
      await page.getByRole('button', { name: 'Convert', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Convert for 3 credits?' });
      await waitForConvertStep(page, dialog);
      expect(await dialog.innerText()).toContain(out);
      await dialog.getByRole('button', { name: 'Convert and use 3 credits' }).click();
      const summary = page.getByRole('status', { name: 'Conversion summary' });
      await waitForConvertStep(page, summary);
      expect(await summary.innerText()).toContain(`into ${out} (`);
      expect(existsSync(path.join(out, 'specs', 'todo.spec.ts'))).toBe(true);
      expect(existsSync(`${project}-playwright`)).toBe(false);

      // A folder inside the project (open in this run) is refused, saying why.
      await page.getByRole('button', { name: 'Settings' }).click();
      await page.getByLabel('Output folder').fill(path.join(project, 'converted'));
      await page.getByRole('button', { name: 'Save' }).click();
      await expect
        .poll(() => page.getByRole('alert').innerText())
        .toBe(
          `The output folder ${path.join(project, 'converted')} is inside the project ${project}: converted files never go into the sources. Choose a folder outside it.`,
        );
    } finally {
      await app.stop();
      // The next tests convert beside the project again.
      await rm(path.join(scratch, 'config', 'app-settings.json'), { force: true });
    }
  }, 600_000);

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
      await waitForConvertStep(page, dialog);
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
  }, 600_000);
});
