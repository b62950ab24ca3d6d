// The renderer in Chromium, over the real local API, with a scripted bridge behind it: what each
// view shows for states a real run passes through too fast to look at (conversion progress) or
// needs a whole environment for (a legacy runner, a failing test). `rewright app`'s own test
// (packages/cli/src/commands/app.test.ts) runs the same page against the real core.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureRendererBuilt } from '../local-api/renderer-build';
import { startLocalApi, type LocalApi } from '../local-api/local-api';
import { PAGE_HEADERS } from '../local-api/static-files';
import {
  AI_NO_KEY,
  AI_OFF,
  AI_ON,
  converted,
  OUT,
  ROOT,
  scriptedService,
} from '../testing/scripted-bridge';
import { treeRows } from '../testing/tree-rows';

const chromiumPath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find(
  (file) => file && existsSync(file),
);

let browser: Browser;
let rendererDir: string;
const servers: LocalApi[] = [];

beforeAll(async () => {
  rendererDir = await ensureRendererBuilt();
  browser = await chromium.launch({
    ...(chromiumPath ? { executablePath: chromiumPath } : {}),
    args: ['--no-sandbox', '--disable-gpu'],
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all(servers.map((server) => server.close()));
});

/** The page on a fresh local API; its console errors (a CSP violation is one) are collected. */
async function openApp(options: { runnerInstalled: boolean }) {
  const scripted = scriptedService(options);
  const api = await startLocalApi({ service: scripted.service, rendererDir });
  servers.push(api);
  // A context of its own: axe needs one, and each test starts with empty storage.
  const page = await (await browser.newContext()).newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    // A refused call (400) is logged by the browser too; it is not the page's error.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      consoleErrors.push(message.text());
    }
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  await page.goto(api.url);
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
  return { ...scripted, page, consoleErrors };
}

async function openProject(page: Page) {
  await page.getByLabel('Project folder').fill(ROOT);
  await page.getByRole('button', { name: 'Open project' }).click();
  await page.getByRole('list', { name: 'Project files' }).waitFor();
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

describe('the renderer in Chromium', () => {
  it('shows the files as a tree by folder, the progress of a conversion as it advances, then each file’s status', async () => {
    const { page, state, calls, consoleErrors } = await openApp({ runnerInstalled: true });
    await openProject(page);
    expect(await treeRows(page)).toEqual([
      'pages/ 1 file, 0 test cases',
      '  login-page.js | Protractor | 0 test cases | 0 credits',
      'specs/ 4 files, 8 test cases',
      '  admin/ 1 file, 3 test cases',
      '    users.spec.js | Protractor | 3 test cases | 3 credits',
      '  broken.spec.js | Protractor | 1 test case | 0 credits',
      '  login.spec.js | Protractor | 2 test cases | 2 credits',
      '  todo.spec.ts | Protractor | 2 test cases | 1 credit',
      'protractor.conf.js | Protractor | 0 test cases | 0 credits',
    ]);
    // A folder folds with the keyboard.
    await page.locator('summary', { hasText: 'pages/' }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('button', { name: 'pages/login-page.js' }).isVisible())
      .toBe(false);
    await page.keyboard.press('Enter');
    await expectNoAxeViolations(page);

    // Converting: the progress bar follows the job's progress as the page polls it.
    state.job = { ...state.job, progress: { done: 0, total: 5, path: 'pages/login-page.js' } };
    await page.getByRole('button', { name: 'Convert', exact: true }).click();
    const progress = page.getByRole('progressbar', { name: 'Converting' });
    const status = page.getByRole('region', { name: 'Convert' }).getByRole('status');
    await progress.waitFor();
    expect(await progress.getAttribute('max')).toBe('5');
    for (const [done, filePath] of [
      [1, 'protractor.conf.js'],
      [3, 'specs/login.spec.js'],
      [5, 'specs/todo.spec.ts'],
    ] as const) {
      state.job = { ...state.job, progress: { done, total: 5, path: filePath } };
      await expect.poll(() => progress.getAttribute('value')).toBe(String(done));
      expect(await status.innerText()).toContain(`Converting ${done} of 5: ${filePath}`);
    }

    state.job = {
      ...state.job,
      state: 'awaiting-confirmation',
      quote: {
        testCases: [{ path: 'specs/login.spec.js', name: 'greets', line: 3, charged: true }],
        credits: 1,
        files: 5,
      },
    };
    const dialog = page.getByRole('dialog', { name: 'Convert for 1 credit?' });
    await dialog.getByRole('button', { name: 'Convert and use 1 credit' }).click();
    expect(calls.filter((call) => call.method === 'answerConvert')).toEqual([
      { method: 'answerConvert', args: ['job-1', true] },
    ]);
    state.job = {
      ...state.job,
      state: 'done',
      files: converted,
      written: 5,
      report: `${OUT}/rewright-report.html`,
      charge: { credits: 1, creditsRemaining: 24, replayed: false },
    };
    const summary = page.getByRole('status', { name: 'Conversion summary' });
    await summary.waitFor();
    // Where the report the conversion wrote is: in the output folder.
    expect(await summary.getByText(/^Report \(/).innerText()).toBe(
      `Report (original and converted side by side, every diagnostic): ${OUT}/rewright-report.html`,
    );
    await expect
      .poll(() => treeRows(page))
      .toEqual([
        'pages/ 1 file, 0 test cases',
        '  login-page.js | Protractor | Not converted | 0 test cases | 0 credits',
        'specs/ 4 files, 8 test cases',
        '  admin/ 1 file, 3 test cases',
        '    users.spec.js | Protractor | Converted | 3 test cases | 3 credits',
        '  broken.spec.js | Protractor | Error | 1 test case | 0 credits',
        '  login.spec.js | Protractor | Converted | 2 test cases | 2 credits',
        '  todo.spec.ts | Protractor | Converted with TODOs | 2 test cases | 1 credit',
        'protractor.conf.js | Protractor | Converted | 0 test cases | 0 credits',
      ]);
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
    await page.close();
  }, 120_000);

  it('highlights the lines with diagnostics and lists every diagnostic next to its line', async () => {
    const { page, state, consoleErrors } = await openApp({ runnerInstalled: true });
    state.job = { ...state.job, state: 'done', files: converted, written: 5 };
    await openProject(page);
    await page.getByRole('button', { name: 'Convert', exact: true }).click();
    await page.getByRole('status', { name: 'Conversion summary' }).waitFor();
    await page.getByRole('button', { name: 'specs/todo.spec.ts' }).click();

    const original = page.getByRole('figure', { name: 'Original: specs/todo.spec.ts' });
    await original.waitFor();
    const flagged = await original
      .locator('li.line-flag')
      .evaluateAll((lines) =>
        lines.map(
          (line) => `${line.className} ${(line as HTMLElement).innerText.replace(/\s+/g, ' ')}`,
        ),
      );
    expect(flagged).toEqual([
      "line line-flag line-info 1 describe('todo list', () => { info protractor/modules/protractor-import: Protractor import removed",
      "line line-flag line-warning 3 await element(by.js('return 1')).click(); warning protractor/locators/by-js: by.js has no Playwright equivalent",
    ]);
    const convertedPane = page.getByRole('figure', { name: 'Converted: specs/todo.spec.ts' });
    expect(await convertedPane.locator('.line-todo').allInnerTexts()).toEqual([
      expect.stringContaining('TODO(rewright): protractor/locators/by-js'),
    ]);

    const list = page.getByRole('list', { name: 'Diagnostics (2)' });
    expect((await list.getByRole('listitem').allInnerTexts()).map((text) => text.trim())).toEqual([
      'Line 1 info protractor/modules/protractor-import: Protractor import removed',
      'Line 3 warning protractor/locators/by-js: by.js has no Playwright equivalent',
    ]);
    // "Line 3" takes the reader to that line of the original.
    await list.getByRole('button', { name: 'Line 3' }).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('original-line-3');

    // A file that could not be converted: its error is listed, its converted side says so.
    await page.getByRole('button', { name: 'specs/broken.spec.js' }).click();
    await page.getByText('This file could not be converted.').waitFor();
    expect(
      await page.getByRole('list', { name: 'Diagnostics (1)' }).getByRole('listitem').innerText(),
    ).toBe("Line 2 error parse: ')' expected");
    expect(await page.locator('#original-line-2').getAttribute('class')).toBe(
      'line line-flag line-error',
    );
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
    await page.close();
  }, 120_000);

  it('verifies and runs against a base URL with a result per test, and compares with the original suite', async () => {
    const { page, state, calls, consoleErrors } = await openApp({ runnerInstalled: true });
    state.job = { ...state.job, state: 'done', files: converted, written: 5 };
    await openProject(page);
    await page.getByRole('button', { name: 'Convert', exact: true }).click();
    const verify = page.getByRole('region', { name: 'Verify' });
    await verify.getByLabel('Base URL (optional, to run the tests)').fill('http://127.0.0.1:4200/');
    await verify.getByRole('button', { name: 'Verify and run' }).click();
    const tests = verify.getByRole('table', { name: 'Tests' });
    await tests.waitFor();
    expect(calls.filter((call) => call.method === 'verify')).toEqual([
      { method: 'verify', args: [OUT, 'http://127.0.0.1:4200/'] },
    ]);
    expect(await verify.getByRole('status').innerText()).toBe(
      'Problems found: 1 file, 2 tests — run against http://127.0.0.1:4200/: 1 passed, 1 failed, 0 skipped.',
    );
    expect(await rowsOf(tests)).toEqual([
      ['Test', 'Where', 'Result'],
      ['todo list › adds an item', 'specs/todo.spec.ts:3', 'passed'],
      [
        'todo list › clears the list',
        'specs/todo.spec.ts:9',
        'failed: Error: expect(locator).toHaveCount(0)',
      ],
    ]);

    // The comparison: offered because the project's runner is installed, with the base URL.
    const option = verify.getByRole('checkbox', { name: 'Compare with the original suite' });
    await option.check();
    await verify.getByRole('button', { name: 'Verify, run and compare' }).click();
    const agreement = verify.getByRole('table', { name: 'Agreement per test' });
    await agreement.waitFor();
    expect(calls.filter((call) => call.method === 'compare')).toEqual([
      { method: 'compare', args: [ROOT, OUT, 'http://127.0.0.1:4200/'] },
    ]);
    expect(await rowsOf(agreement)).toEqual([
      ['Test', 'Original', 'Converted', 'Agreement'],
      ['todo list › adds an item', 'passed', 'passed', 'Agree: both pass'],
      [
        'todo list › clears the list',
        'passed',
        'failed: Error: expect(locator).toHaveCount(0)',
        'Disagree: the original passes, the converted test fails',
      ],
    ]);
    expect(await verify.getByText('Compared with the original suite').innerText()).toBe(
      'Compared with the original suite (selenium-webdriver on mocha) against http://127.0.0.1:4200/: 2 tests, 50% agree.',
    );
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
    await page.close();
  }, 120_000);

  it('says why the comparison is not offered when the legacy runner is not installed', async () => {
    const { page, state } = await openApp({ runnerInstalled: false });
    state.job = { ...state.job, state: 'done', files: converted, written: 5 };
    await openProject(page);
    await page.getByRole('button', { name: 'Convert', exact: true }).click();
    const verify = page.getByRole('region', { name: 'Verify' });
    await verify
      .getByText(
        'Comparing with the original suite is not available: No legacy runner is installed in /projects/shop',
      )
      .waitFor();
    expect(await verify.getByRole('checkbox').count()).toBe(0);
    await page.close();
  }, 120_000);

  it('shows why the settings refuse an output folder inside the project', async () => {
    const { page, consoleErrors } = await openApp({ runnerInstalled: true });
    await page.getByRole('button', { name: 'Settings' }).click();
    const folder = page.getByLabel('Output folder');
    await folder.fill(`${ROOT}/out`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => page.getByRole('alert').innerText())
      .toBe(`The output folder ${ROOT}/out is inside the project`);
    await folder.fill('/elsewhere');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('status').innerText()).toBe('Settings saved.');
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
    await page.close();
  }, 120_000);
});

describe('the AI provider settings', () => {
  it('say plainly when conversions are deterministic only, take the key one way, and remove it', async () => {
    const { page, calls, consoleErrors } = await openApp({ runnerInstalled: true });
    await page.getByRole('button', { name: 'Settings' }).click();
    const group = page.getByRole('group', { name: 'AI provider (optional)' });
    const provider = group.getByLabel('Provider');
    // Said before anything is chosen, and tied to the choice for screen readers.
    expect(await page.locator('#ai-status').innerText()).toBe(AI_OFF);
    expect(await provider.getAttribute('aria-describedby')).toBe('ai-status');
    expect(await group.getByLabel('API key').count()).toBe(0);

    await provider.selectOption('anthropic');
    await group.getByLabel('Model').fill('claude-x');
    const key = group.getByLabel('API key');
    expect(await key.getAttribute('type')).toBe('password');
    expect(await key.getAttribute('placeholder')).toBe('None saved');
    await key.fill('sk-ant-never-shown');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByRole('status').innerText()).toBe('Settings saved.');
    expect(calls.filter((call) => call.method === 'saveAiSettings')).toEqual([
      {
        method: 'saveAiSettings',
        args: [
          { provider: 'anthropic', baseUrl: '', model: 'claude-x', apiKey: 'sk-ant-never-shown' },
        ],
      },
    ]);
    // Sent once, then gone from the page: the field says only that a key is saved.
    expect(await key.inputValue()).toBe('');
    expect(await key.getAttribute('placeholder')).toBe(
      'A key is saved; type a new one to replace it',
    );
    expect(await page.content()).not.toContain('sk-ant-never-shown');
    expect(await page.locator('#ai-status').innerText()).toBe(`On: anthropic (claude-x) ${AI_ON}`);
    await expectNoAxeViolations(page);

    // Saving again without typing keeps the key (nothing sent for it).
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => calls.filter((call) => call.method === 'saveAiSettings').length)
      .toBe(2);
    expect(calls.at(-1)!.args).toEqual([{ provider: 'anthropic', baseUrl: '', model: 'claude-x' }]);

    await group.getByRole('button', { name: 'Forget the key' }).click();
    await expect.poll(() => page.getByRole('status').innerText()).toBe('The key was forgotten.');
    expect(calls.at(-1)!.args).toEqual([
      { provider: 'anthropic', baseUrl: '', model: 'claude-x', forgetKey: true },
    ]);
    expect(await page.locator('#ai-status').innerText()).toBe(AI_NO_KEY);
    expect(await group.getByRole('button', { name: 'Forget the key' }).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await page.close();
  }, 120_000);
});

describe('the content security policy', () => {
  it('is in the page itself for Electron, the same as the local API’s header but frame-ancestors', async () => {
    const html = await readFile(path.join(rendererDir, 'index.html'), 'utf8');
    const meta = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1];
    expect(meta).toBeDefined();
    const directives = (policy: string) =>
      Object.fromEntries(
        policy
          .split(';')
          .map((part) => part.trim().split(/\s+/))
          .filter((words) => words[0])
          .map(([name, ...values]) => [name, values.join(' ')]),
      );
    const fromMeta = directives(meta!);
    const { 'frame-ancestors': frameAncestors, ...fromHeader } = directives(
      PAGE_HEADERS['content-security-policy'],
    );
    expect(frameAncestors).toBe("'none'");
    expect(fromMeta).toEqual(fromHeader);
    expect(fromMeta['script-src']).toBe("'self'");
    // Every script of the built page is a file of its own: nothing inline the policy would block.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });
});

async function rowsOf(table: ReturnType<Page['getByRole']>): Promise<string[][]> {
  const rows = await table.getByRole('row').allInnerTexts();
  return rows.map((row) => row.split('\t').map((cell) => cell.trim()));
}
