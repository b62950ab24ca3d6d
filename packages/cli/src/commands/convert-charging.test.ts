import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  freePort,
  signInWithBrowserForm,
  startLiveStack,
  type LiveStack,
} from '@rewright/workspace/live-stack';
import type { JsonReport } from '../json-report';
import { main } from '../main';
import { createRecordingTerminal } from '../recording-terminal';
import { scriptedConverter } from '../scripted-converter';
import { createTempProject, listFiles, type TempProject } from '../temp-project';

// The charging convert through `main`, against the real identity stand-in and API server, with
// the scripted engine (each `it(` a test case; `@@todo` leaves a TODO inside it). The demo account
// starts with 25 credits; the tests run in order and follow its balance.
let stack: LiveStack;
let configDir: string;
beforeAll(async () => {
  stack = await startLiveStack();
  configDir = await mkdtemp(path.join(tmpdir(), 'rewright-cli-config-'));
}, 120_000);
afterAll(async () => {
  await stack?.stop();
  if (configDir) await rm(configDir, { recursive: true, force: true });
});

const SUITE = {
  'protractor.conf.js': "exports.config = { specs: ['specs/*.js'] };\n",
  'specs/login.spec.js':
    "describe('login', () => {\n  it('logs in', () => {});\n  it('logs out', () => {});\n});\n",
  'specs/cart.spec.js':
    "describe('cart', () => {\n  it('adds', () => {\n    doSomething(); // @@todo\n  });\n  it('empties', () => {});\n});\n",
  'pages/login-page.js': 'module.exports = class LoginPage {};\n',
};

let project: TempProject;
beforeEach(async () => {
  project = await createTempProject(SUITE);
  return () => project.dispose();
});

async function run(
  args: string[],
  options: { answers?: string[]; env?: Record<string, string> } = {},
) {
  const recording = createRecordingTerminal(
    project.root,
    options.answers ? { answers: options.answers } : {},
  );
  const browserPages: Promise<unknown>[] = [];
  const code = await main(args, {
    terminal: recording.terminal,
    env: { ...stack.env, REWRIGHT_CONFIG_DIR: configDir, ...options.env },
    loadConverter: async () => scriptedConverter,
    openBrowser: async (url) => {
      browserPages.push(signInWithBrowserForm(url));
    },
  });
  await Promise.all(browserPages);
  return { code, stdout: recording.stdout(), stderr: recording.stderr() };
}

async function creditsUsed(): Promise<{ used: number; remaining: number }> {
  const { stdout } = await run(['credits', '--json']);
  const stats = JSON.parse(stdout) as { credits_used: number; remaining_credits: number };
  return { used: stats.credits_used, remaining: stats.remaining_credits };
}

/** Every file of the source tree with its content: what must never change. */
async function sourceTree() {
  const files = await listFiles(project.src);
  return Object.fromEntries(
    await Promise.all(
      files.map(async (file) => [file, await readFile(path.join(project.src, file), 'utf8')]),
    ),
  );
}

const out = () => path.join(project.root, 'e2e-playwright');
const QUESTION = 'Convert 4 test cases (1 free: a TODO was left inside) for 3 credits? [y/N] ';

describe('rewright convert charges one credit per test case converted without a TODO', () => {
  it('needs a sign-in (exit 4), but a dry run is free and needs none', async () => {
    expect(await run(['convert', 'e2e', '--yes'])).toEqual({
      code: 4,
      stdout: '',
      stderr: "rewright convert: You are not signed in. Run 'rewright login' to sign in.\n",
    });
    expect(await listFiles(out())).toEqual([]);

    const dry = await run(['convert', 'e2e', '--dry-run']);
    expect(dry.code).toBe(1);
    expect(dry.stdout).toContain(
      [
        'Charged when converted (1 credit each):',
        '  specs/cart.spec.js  empties',
        '  specs/login.spec.js  logs in; logs out',
        '',
        'Free (a TODO was left inside):',
        '  specs/cart.spec.js:2  adds',
        '',
        'Cost: 3 credits (one per test case converted without a TODO inside it); a dry run is free.',
      ].join('\n'),
    );
    expect(await listFiles(out())).toEqual([]);

    expect((await run(['login'])).code).toBe(0);
  });

  it('asks before charging: no answer without a terminal (exit 8), "no" declines; nothing written or charged', async () => {
    const before = await creditsUsed();
    const tree = await sourceTree();
    expect(await run(['convert', 'e2e'])).toEqual({
      code: 8,
      stdout: '',
      stderr:
        'rewright convert: Convert 4 test cases (1 free: a TODO was left inside) for 3 credits? There is no terminal to confirm on: run again with --yes to agree. Nothing was written and no credits were taken.\n',
    });
    expect(await run(['convert', 'e2e'], { answers: ['n'] })).toEqual({
      code: 8,
      stdout: '',
      stderr: `${QUESTION}rewright convert: Not confirmed: nothing was written and no credits were taken.\n`,
    });
    expect(await listFiles(out())).toEqual([]);
    expect(await creditsUsed()).toEqual(before);
    expect(await sourceTree()).toEqual(tree);
  });

  it('charges the TODO-free test cases once confirmed, lists the free one, and a retry charges nothing', async () => {
    const before = await creditsUsed();
    const tree = await sourceTree();
    const first = await run(['convert', 'e2e'], { answers: ['y'] });
    expect(first.stderr).toBe(QUESTION);
    expect(first.code).toBe(1); // a TODO is left
    expect(first.stdout).toContain(
      [
        'Charged (1 credit each):',
        '  specs/cart.spec.js  empties',
        '  specs/login.spec.js  logs in; logs out',
        '',
        'Free (a TODO was left inside):',
        '  specs/cart.spec.js:2  adds',
        '',
        `Credits: 3 credits used; ${before.remaining - 3} of 25 left.`,
      ].join('\n'),
    );
    expect(await listFiles(out())).toEqual([
      'pages/login-page.ts',
      'playwright.config.ts',
      'specs/cart.spec.ts',
      'specs/login.spec.ts',
    ]);
    expect(await creditsUsed()).toEqual({ used: before.used + 3, remaining: before.remaining - 3 });

    // The same conversion again (--yes, --json): the key replays, nothing is taken, output rewritten.
    await rm(out(), { recursive: true });
    const again = await run(['convert', 'e2e', '--yes', '--json']);
    expect(again.code).toBe(1);
    const json = JSON.parse(again.stdout) as JsonReport & {
      credits: {
        cost: number;
        testCases: { path: string; name: string; charged: boolean; freeBecause?: string }[];
        charged: { credits: number; replayed: boolean; creditsRemaining: number };
      };
    };
    expect(json.credits.cost).toBe(3);
    expect(json.credits.charged).toMatchObject({
      credits: 3,
      replayed: true,
      creditsRemaining: before.remaining - 3,
    });
    expect(json.credits.testCases.filter((testCase) => !testCase.charged)).toEqual([
      {
        path: 'specs/cart.spec.js',
        name: 'adds',
        line: 2,
        charged: false,
        freeBecause: 'a TODO was left inside',
      },
    ]);
    expect(await listFiles(out())).toHaveLength(4);
    expect(await creditsUsed()).toEqual({ used: before.used + 3, remaining: before.remaining - 3 });
    expect(await sourceTree()).toEqual(tree);
  });

  it('out of credits: says how many are needed and left and where to buy, writes and charges nothing (exit 7)', async () => {
    const before = await creditsUsed();
    const many = Array.from(
      { length: before.remaining + 2 },
      (_, n) => `  it('case ${n}', () => {});`,
    );
    await project.dispose();
    project = await createTempProject({
      'specs/big.spec.js': `describe('big', () => {\n${many.join('\n')}\n});\n`,
    });
    const tree = await sourceTree();
    expect(await run(['convert', 'e2e', '--yes'])).toEqual({
      code: 7,
      stdout: '',
      stderr: `rewright convert: This conversion needs ${before.remaining + 2} credits, and you have ${before.remaining} left. Nothing was written and no credits were taken. Buy more at ${stack.serverUrl}/pricing\n`,
    });
    expect(await listFiles(out())).toEqual([]);
    expect(await creditsUsed()).toEqual(before);
    expect(await sourceTree()).toEqual(tree);
  });

  it('says when the server does not answer (exit 5) and writes nothing, not even --out', async () => {
    const closed = `http://127.0.0.1:${await freePort()}`;
    const tree = await sourceTree();
    for (const args of [
      ['convert', 'e2e', '--out', 'converted', '--yes'],
      ['convert', 'e2e', '--out', 'converted', '--yes', '--json'],
    ]) {
      expect(await run(args, { env: { REWRIGHT_SERVER: closed, REWRIGHT_TOKEN: 'x' } })).toEqual({
        code: 5,
        stdout: '',
        stderr: `rewright convert: The Rewright server at ${closed} did not answer (connection refused).\n`,
      });
    }
    // --server says the same of the server it names.
    expect(
      await run(['convert', 'e2e', '--out', 'converted', '--yes', '--server', closed], {
        env: { REWRIGHT_TOKEN: 'x' },
      }),
    ).toEqual({
      code: 5,
      stdout: '',
      stderr: `rewright convert: The Rewright server at ${closed} did not answer (connection refused).\n`,
    });
    // Not even the --out folder was created.
    expect(await readdir(project.root)).toEqual(['e2e']);
    expect(await sourceTree()).toEqual(tree);
  });
});
