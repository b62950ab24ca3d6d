import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { main } from '../main';
import { createRecordingTerminal } from '../recording-terminal';
import { createTempProject, type TempProject } from '../temp-project';

const fixture = fileURLToPath(new URL('../../fixtures/protractor-suite', import.meta.url));

let project: TempProject;
beforeEach(async () => {
  project = await createTempProject({});
});
afterEach(() => project.dispose());

async function run(...args: string[]) {
  return runOn({}, ...args);
}

/** On a terminal whose stderr is a TTY (`isTTY`), or not. */
async function runOn(terminalOptions: { isTTY?: boolean; columns?: number }, ...args: string[]) {
  const recording = createRecordingTerminal(project.root, terminalOptions);
  // Verify needs converted output: converted unmetered (REWRIGHT_DEV_UNMETERED, development only);
  // charging is tested in convert-charging.test.ts.
  const code = await main(args, {
    terminal: recording.terminal,
    env: { REWRIGHT_DEV_UNMETERED: '1' },
  });
  return { code, stdout: recording.stdout(), stderr: recording.stderr() };
}

describe('rewright scan', () => {
  it('lists kinds, files and test cases, and the cost, with the real engine', async () => {
    expect(await run('scan', fixture)).toEqual({
      code: 0,
      stderr: '',
      stdout: `Scanned ${fixture}: 4 files, 3 test cases.
Converting it costs 3 credits (one per test case converted without a TODO inside it).

  Protractor: 4 files, 3 test cases

  pages/login-page.js  Protractor  page-object  0
  protractor.conf.js   Protractor  config       0
  specs/login.spec.js  Protractor  spec         2
  specs/todo.spec.ts   Protractor  spec         1
`,
    });
    const json = JSON.parse((await run('scan', fixture, '--json')).stdout);
    expect(json).toMatchObject({
      testCases: 3,
      credits: 3,
      freeTestCases: 0,
      exitCode: 0,
      unread: [],
    });
    expect(json.kinds).toEqual([
      { kind: 'protractor', label: 'Protractor', files: 4, testCases: 3 },
    ]);
  }, 60_000);

  it('prices a test case converted with a TODO inside it at nothing, as convert charges it', async () => {
    const withTodo = await createTempProject({
      'specs/list.spec.js': `describe('list', () => {
  it('finds by script', async () => {
    await element(by.js('return document.body')).click();
  });
  it('opens', async () => {
    await browser.get('/list');
  });
});
`,
    });
    try {
      const { code, stdout } = await run('scan', withTodo.src);
      expect(code).toBe(0);
      expect(stdout.split('\n').slice(0, 2)).toEqual([
        `Scanned ${withTodo.src}: 1 file, 2 test cases.`,
        'Converting it costs 1 credit (one per test case converted without a TODO inside it; 1 test case with a TODO left inside is free).',
      ]);
      const json = JSON.parse((await run('scan', withTodo.src, '--json')).stdout);
      expect(json).toMatchObject({ testCases: 2, credits: 1, freeTestCases: 1 });
      expect(json.files).toEqual([expect.objectContaining({ testCases: 2, credits: 1 })]);
    } finally {
      await withTodo.dispose();
    }
  }, 60_000);

  it('refuses bad input with exit 2', async () => {
    expect(await run('scan')).toEqual({
      code: 2,
      stdout: '',
      stderr:
        "rewright scan: missing <src>: the folder to scan. Run 'rewright scan --help' for usage.\n",
    });
    expect((await run('scan', 'missing')).stderr).toBe(
      `rewright scan: cannot read ${project.root}/missing: no such file or folder. Run 'rewright scan --help' for usage.\n`,
    );
    expect((await run('scan', project.src, '--from', 'cobol')).stderr).toBe(
      "rewright scan: unknown --from 'cobol' (supported: protractor, selenium, selenium-java, selenium-python, natural-language). Run 'rewright scan --help' for usage.\n",
    );
  });

  it('convert --dry-run states the cost and writes nothing', async () => {
    const { code, stdout } = await run(
      'convert',
      fixture,
      '--out',
      `${project.root}/out`,
      '--dry-run',
    );
    expect(code).toBe(0);
    expect(stdout).toContain(
      'Cost: 3 credits (one per test case converted without a TODO inside it); a dry run is free.',
    );
  }, 60_000);

  it('draws a progress bar on a TTY stderr and clears it; none without a TTY, and never on stdout', async () => {
    const plain = await run('scan', fixture);
    const tty = await runOn({ isTTY: true, columns: 80 }, 'scan', fixture);
    expect(tty.code).toBe(0);
    expect(tty.stdout).toBe(plain.stdout);
    expect(tty.stderr).toContain('0/1 reading the project…');
    expect(tty.stderr).toMatch(/\[█+\] 4\/4 specs\/todo\.spec\.ts/);
    expect(tty.stderr.startsWith('\r\x1b[2K')).toBe(true);
    expect(tty.stderr.endsWith('\r\x1b[2K')).toBe(true);
    expect(plain.stderr).toBe('');

    // --json: stdout is the JSON document alone, on a TTY too; without a TTY stderr stays quiet.
    const json = await run('scan', fixture, '--json');
    expect(json.stderr).toBe('');
    const ttyJson = await runOn({ isTTY: true, columns: 80 }, 'scan', fixture, '--json');
    expect(ttyJson.stdout).toBe(json.stdout);
    for (const drawn of ['█', '░', '\r', '\x1b']) expect(ttyJson.stdout).not.toContain(drawn);
    expect(JSON.parse(ttyJson.stdout)).toMatchObject({ testCases: 3, exitCode: 0 });
    expect(ttyJson.stderr.endsWith('\r\x1b[2K')).toBe(true);
  }, 60_000);
});

describe('rewright verify', () => {
  let site: Server;
  beforeEach(async () => {
    site = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<!doctype html><title>Fixture shop</title><h1>Welcome</h1>');
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    return () => new Promise<void>((resolve) => site.close(() => resolve()));
  });

  it('type-checks and lists a converted suite, then reports each type error per file (exit 1)', async () => {
    const out = `${project.root}/out`;
    expect((await run('convert', fixture, '--out', out)).code).toBe(0);
    const clean = await run('verify', out);
    expect(clean.code).toBe(0);
    expect(clean.stderr).toBe(''); // no progress bar without a TTY
    expect(clean.stdout).toBe(`Verified ${out}: 4 files, 0 type errors, 3 tests listed.

ok    pages/login-page.ts  (0 tests)
ok    playwright.config.ts  (0 tests)
ok    specs/login.spec.ts  (2 tests)
ok    specs/todo.spec.ts  (1 test)
`);
    await import('node:fs/promises').then((fs) =>
      fs.appendFile(`${out}/specs/todo.spec.ts`, "\nconst wrong: number = 'text';\n"),
    );
    const broken = await run('verify', out);
    expect(broken.code).toBe(1);
    expect(broken.stdout).toMatch(
      /FAIL {2}specs\/todo\.spec\.ts {2}\(1 test\)\n {8}specs\/todo\.spec\.ts:\d+:7 {2}TS2322 {2}Type 'string' is not assignable to type 'number'\./,
    );
  }, 120_000);

  it('runs the tests against --base-url and reports each result', async () => {
    const out = `${project.root}/pw`;
    await import('../temp-project').then(({ writeFiles }) =>
      writeFiles(out, {
        'shop.spec.ts': `import { expect, test } from '@playwright/test';
test('shows the title', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Fixture shop');
});
test('finds a missing heading', async ({ page }) => {
  await page.goto('/');
  expect(await page.locator('h2').count()).toBe(1);
});
`,
      }),
    );
    const { port } = site.address() as AddressInfo;
    const result = await run('verify', out, '--base-url', `http://127.0.0.1:${port}`);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      `Ran against http://127.0.0.1:${port}: 1 passed, 1 failed, 0 skipped.`,
    );
    expect(result.stdout).toContain('passed    shop.spec.ts:2  shows the title');
    expect(result.stdout).toMatch(
      /failed {4}shop\.spec\.ts:6 {2}finds a missing heading\n {10}Error: expect\(received\)\.toBe\(expected\)/,
    );
  }, 120_000);

  it('prices a test case converted with a TODO inside it at nothing, as convert charges it', async () => {
    const withTodo = await createTempProject({
      'specs/list.spec.js': `describe('list', () => {
  it('finds by script', async () => {
    await element(by.js('return document.body')).click();
  });
  it('opens', async () => {
    await browser.get('/list');
  });
});
`,
    });
    try {
      const { code, stdout } = await run('scan', withTodo.src);
      expect(code).toBe(0);
      expect(stdout.split('\n').slice(0, 2)).toEqual([
        `Scanned ${withTodo.src}: 1 file, 2 test cases.`,
        'Converting it costs 1 credit (one per test case converted without a TODO inside it; 1 test case with a TODO left inside is free).',
      ]);
      const json = JSON.parse((await run('scan', withTodo.src, '--json')).stdout);
      expect(json).toMatchObject({ testCases: 2, credits: 1, freeTestCases: 1 });
      expect(json.files).toEqual([expect.objectContaining({ testCases: 2, credits: 1 })]);
    } finally {
      await withTodo.dispose();
    }
  }, 60_000);

  it('prints --json as one document: files, tests, errors, ok and exitCode, on success and on a type error', async () => {
    const out = `${project.root}/pw`;
    await import('../temp-project').then(({ writeFiles }) =>
      writeFiles(out, {
        'shop.spec.ts': `import { expect, test } from '@playwright/test';
test.describe('shop', () => {
  test('shows the title', async ({ page }) => {
    await expect(page).toHaveTitle('Fixture shop');
  });
  test('has a heading', async ({ page }) => {
    await expect(page.locator('h1')).toHaveText('Welcome');
  });
});
`,
      }),
    );
    const passing = await run('verify', out, '--json');
    expect(passing.code).toBe(0);
    expect(passing.stderr).toBe('');
    expect(JSON.parse(passing.stdout)).toEqual({
      out,
      files: [{ path: 'shop.spec.ts', typeErrors: [], tests: 2, loadErrors: [] }],
      tests: [
        { file: 'shop.spec.ts', line: 3, title: ['shop', 'shows the title'] },
        { file: 'shop.spec.ts', line: 6, title: ['shop', 'has a heading'] },
      ],
      otherErrors: [],
      ok: true,
      exitCode: 0,
    });

    await import('node:fs/promises').then((fs) =>
      fs.appendFile(`${out}/shop.spec.ts`, "const wrong: number = 'text';\n"),
    );
    const failing = await run('verify', out, '--json');
    expect(failing.code).toBe(1);
    expect(failing.stderr).toBe('');
    expect(JSON.parse(failing.stdout)).toEqual({
      out,
      files: [
        {
          path: 'shop.spec.ts',
          typeErrors: [
            {
              line: 10,
              column: 7,
              code: 'TS2322',
              message: "Type 'string' is not assignable to type 'number'.",
            },
          ],
          tests: 2,
          loadErrors: [],
        },
      ],
      tests: [
        { file: 'shop.spec.ts', line: 3, title: ['shop', 'shows the title'] },
        { file: 'shop.spec.ts', line: 6, title: ['shop', 'has a heading'] },
      ],
      otherErrors: [],
      ok: false,
      exitCode: 1,
    });
  }, 120_000);

  it('draws a progress bar per phase on a TTY stderr and clears it; never on stdout, also with --json', async () => {
    const out = `${project.root}/pw`;
    await import('../temp-project').then(({ writeFiles }) =>
      writeFiles(out, {
        'a.spec.ts': "import { test } from '@playwright/test';\ntest('a', async () => {});\n",
      }),
    );
    const tty = await runOn({ isTTY: true, columns: 80 }, 'verify', out);
    expect(tty.code).toBe(0);
    expect(tty.stdout).toBe(`Verified ${out}: 1 file, 0 type errors, 1 test listed.

ok    a.spec.ts  (1 test)
`);
    expect(tty.stderr).toContain('0/2 type-checking…');
    expect(tty.stderr).toContain('1/2 listing the tests…');
    expect(tty.stderr).toContain('█');
    expect(tty.stderr.endsWith('\r\x1b[2K')).toBe(true);

    const ttyJson = await runOn({ isTTY: true, columns: 80 }, 'verify', out, '--json');
    expect(ttyJson.code).toBe(0);
    for (const drawn of ['█', '░', '\r', '\x1b']) expect(ttyJson.stdout).not.toContain(drawn);
    expect(JSON.parse(ttyJson.stdout)).toMatchObject({ ok: true, exitCode: 0 });
    expect(ttyJson.stderr.endsWith('\r\x1b[2K')).toBe(true);
  }, 120_000);

  it('refuses bad input with exit 2', async () => {
    expect((await run('verify', 'nowhere')).stderr).toBe(
      `rewright verify: cannot read ${project.root}/nowhere: no such file or folder. Run 'rewright verify --help' for usage.\n`,
    );
    expect((await run('verify', project.root)).stderr).toBe(
      `rewright verify: found no .ts files in ${project.root}. Run 'rewright verify --help' for usage.\n`,
    );
    expect(await run('verify', project.src, '--base-url', 'localhost')).toEqual({
      code: 2,
      stdout: '',
      stderr:
        "rewright verify: --base-url must be an http:// or https:// address, not 'localhost'. Run 'rewright verify --help' for usage.\n",
    });
  });
});
