import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getCredits } from './account';
import { convertAndCharge, WriteAfterChargeError } from './charging-convert';
import { createFileTokenStore } from './file-token-store';
import { signInWithBrowserForm, startLiveStack, type LiveStack } from './live-stack';
import { readProjectFiles } from './project-files';
import { loadConvertEngine, sourceExtensions, type ConvertEngine } from './scan';
import { resolveIdentity } from './server-settings';
import { getCredentials, type Credentials } from './session';
import { signIn } from './sign-in';
import { createTempProject, listFiles, type TempProject } from './temp-project';

// The charging convert with the real engine, against the real identity stand-in and API server.
let stack: LiveStack;
let engine: ConvertEngine;
let credentials: Credentials;
let configDir: string;
beforeAll(async () => {
  [stack, engine] = await Promise.all([startLiveStack(), loadConvertEngine()]);
  configDir = await mkdtemp(path.join(tmpdir(), 'rewright-config-'));
  const store = createFileTokenStore({ folder: configDir });
  const identity = await resolveIdentity(stack.serverUrl, stack.env);
  await signIn({
    server: stack.serverUrl,
    identity,
    store,
    openBrowser: async (url) => void signInWithBrowserForm(url),
  });
  credentials = await getCredentials({ store, defaultServer: stack.serverUrl, env: {} });
}, 120_000);
afterAll(async () => {
  await stack?.stop();
  if (configDir) await rm(configDir, { recursive: true, force: true });
});

// Two converted test cases, one of which keeps a TODO (`by.js` has no Playwright equivalent).
const SPEC = [
  "describe('shop', () => {",
  "  it('opens', async () => { await browser.get('/'); });",
  "  it('runs a script', async () => { await element(by.js('return 1')).click(); });",
  '});',
].join('\n');

let project: TempProject;
beforeEach(async () => {
  project = await createTempProject({
    'shop.spec.js': SPEC,
    'pages/home.js': 'module.exports = class Home {};\n',
  });
  return () => project.dispose();
});

const read = () => readProjectFiles(project.src, { extensions: sourceExtensions() });

describe('convertAndCharge', () => {
  it('charges the test cases without a TODO; a failed write keeps the charge and output, and the re-run writes free', async () => {
    const out = path.join(project.root, 'out');
    const before = await getCredits(credentials);
    const phases: string[] = [];
    const sabotage = path.join(out, 'shop.spec.ts');

    // The output cannot be written once charged (a folder appears where a file goes).
    const failed = await convertAndCharge({
      project: await read(),
      out,
      engine,
      credentials: async () => credentials,
      onProgress: (event) => {
        phases.push(event.phase);
        if (event.phase === 'writing') mkdirSync(sabotage, { recursive: true });
      },
    }).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(WriteAfterChargeError);
    const error = failed as WriteAfterChargeError;
    expect(error.message).toBe(
      `refusing to write ${sabotage}: a folder is there. 1 credit was taken for this conversion; run the same conversion again once the problem is fixed: it writes the output without charging again.`,
    );
    expect(error.outcome.quote.testCases).toEqual([
      { path: 'shop.spec.js', name: 'opens', line: expect.any(Number), charged: true },
      {
        path: 'shop.spec.js',
        name: 'runs a script',
        line: expect.any(Number),
        charged: false,
        freeBecause: 'a TODO was left inside',
      },
    ]);
    expect(error.outcome.output.map((file) => file.outputPath).sort()).toEqual([
      'pages/home.ts',
      'playwright.config.ts',
      'shop.spec.ts',
    ]);
    expect(new Set(phases)).toEqual(new Set(['converting', 'charging', 'writing']));
    const charged = await getCredits(credentials);
    expect(charged.credits_used).toBe(before.credits_used + 1);

    await rm(sabotage, { recursive: true });
    const again = await convertAndCharge({
      project: await read(),
      out,
      engine,
      credentials: async () => credentials,
    });
    expect(again.charge).toMatchObject({ credits: 1, replayed: true });
    expect(await listFiles(out)).toEqual(['pages/home.ts', 'playwright.config.ts', 'shop.spec.ts']);
    expect(await readFile(path.join(out, 'shop.spec.ts'), 'utf8')).toContain('TODO(rewright)');
    expect((await getCredits(credentials)).credits_used).toBe(before.credits_used + 1);
    expect(await listFiles(project.src)).toEqual(['pages/home.js', 'shop.spec.js']);
    expect(await readFile(path.join(project.src, 'shop.spec.js'), 'utf8')).toBe(SPEC);
  });

  it('a dry run needs no sign-in, prices the same, writes and charges nothing', async () => {
    const out = path.join(project.root, 'out');
    const before = await getCredits(credentials);
    const dry = await convertAndCharge({ project: await read(), out, engine, dryRun: true });
    expect(dry.charge).toBeUndefined();
    expect(dry.quote).toMatchObject({ credits: 1, files: 3, sourceKinds: ['protractor'] });
    expect(await listFiles(out)).toEqual([]);
    expect((await getCredits(credentials)).credits_used).toBe(before.credits_used);
  });
});
