import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readFile, symlink, writeFile, mkdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { main } from '../main';
import { createRecordingTerminal } from '../recording-terminal';
import { createTempProject, type TempProject } from '../temp-project';
import { legacyShopSpec } from '@rewright/workspace/legacy-shop-suite';

// The repository's own installs of the legacy packages (devDependencies of the converter, the v4
// ones under npm aliases); the fixture project links them as its own node_modules.
const repoModules = fileURLToPath(new URL('../../../../node_modules', import.meta.url));

// The configuration points at an address nobody serves: the run must take --base-url's instead.
const PROTRACTOR_CONFIG = `exports.config = {
  directConnect: true,
  chromeDriver: '/usr/bin/chromedriver',
  baseUrl: 'http://127.0.0.1:9/',
  framework: 'jasmine',
  specs: ['specs/*.spec.js'],
  capabilities: {
    browserName: 'chrome',
    'goog:chromeOptions': {
      binary: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    },
  },
  onPrepare() {
    browser.waitForAngularEnabled(false);
  },
};
`;

const PROTRACTOR_SPEC = `describe('Shop', function () {
  it('shows the title', function () {
    browser.get('/');
    expect($('h1').getText()).toEqual('Shop');
  });
  it('shows the basket total', function () {
    browser.get('/');
    expect($('#total').getText()).toEqual('42');
  });
});
`;

let app: Server;
let baseUrl: string;
beforeAll(async () => {
  // The total is wrong on purpose: that test fails on both sides.
  app = createServer((_request, response) => {
    response.setHeader('content-type', 'text/html');
    response.end(
      '<!doctype html><title>Shop</title><h1>Shop</h1><div id="total">41</div><button id="checkout">Checkout</button>',
    );
  });
  await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => app.close(() => resolve())));

let project: TempProject;
beforeEach(async () => {
  project = await createTempProject({
    'package.json': JSON.stringify({ name: 'shop-e2e', private: true, scripts: { test: 'mocha' } }),
    'test/shop.spec.js': legacyShopSpec({ checkout: true }),
  });
});
afterEach(() => project.dispose());

async function run(...args: string[]) {
  return runOn({}, ...args);
}

async function runOn(terminal: { isTTY?: boolean }, ...args: string[]) {
  const recording = createRecordingTerminal(project.root, terminal);
  // The output to compare is converted unmetered (development only); charging has its own tests.
  const code = await main(args, {
    terminal: recording.terminal,
    env: { ...process.env, REWRIGHT_DEV_UNMETERED: '1' },
  });
  return { code, stdout: recording.stdout(), stderr: recording.stderr() };
}

async function installLegacyRunner() {
  const modules = path.join(project.src, 'node_modules');
  await mkdir(modules);
  await symlink(
    path.join(repoModules, 'selenium-webdriver-4'),
    path.join(modules, 'selenium-webdriver'),
  );
  await symlink(path.join(repoModules, 'mocha-11'), path.join(modules, 'mocha'));
}

describe('rewright verify --compare', () => {
  it('runs the original selenium-webdriver suite and the converted one, and reports per test', async () => {
    await installLegacyRunner();
    const out = path.join(project.root, 'out');
    expect((await run('convert', project.src, '--out', out)).code).toBe(0);
    // Break one converted test on purpose: the comparison must call it a regression.
    const spec = path.join(out, 'test', 'shop.spec.ts');
    const converted = await readFile(spec, 'utf8');
    expect(converted).toContain("toHaveText('Checkout'");
    await writeFile(spec, converted.replace("toHaveText('Checkout'", "toHaveText('Pay now'"));

    const { code, stdout, stderr } = await run(
      'verify',
      out,
      '--base-url',
      baseUrl,
      '--compare',
      project.src,
      '--json',
    );
    expect(stderr).toBe('');
    expect(code).toBe(1);
    const report = JSON.parse(stdout);
    expect(report.runnerLabel).toBe('selenium-webdriver on mocha');
    expect(
      report.tests.map(
        (test: { title: string[]; original: string; converted: string; agreement: string }) => [
          test.title.join(' › '),
          test.original,
          test.converted,
          test.agreement,
        ],
      ),
    ).toEqual([
      ['Shop › shows the title', 'passed', 'passed', 'both-pass'],
      ['Shop › shows the basket total', 'failed', 'failed', 'both-fail'],
      ['Shop › shows the checkout button', 'passed', 'failed', 'regression'],
    ]);
    expect(report.totals).toEqual({
      tests: 3,
      bothPass: 1,
      bothFail: 1,
      regressions: 1,
      convertedPasses: 0,
      onlyOriginal: 0,
      onlyConverted: 0,
      skipped: 0,
      agreement: 66.7,
    });
    expect(report.exitCode).toBe(1);
  }, 180_000);

  it('runs an original Protractor suite through its own configuration, the base URL given with --baseUrl', async () => {
    await project.dispose();
    project = await createTempProject({
      'package.json': JSON.stringify({
        private: true,
        scripts: { test: 'protractor e2e.conf.js' },
      }),
      'e2e.conf.js': PROTRACTOR_CONFIG,
      'specs/shop.spec.js': PROTRACTOR_SPEC,
    });
    await mkdir(path.join(project.src, 'node_modules'));
    await symlink(
      path.join(repoModules, 'protractor'),
      path.join(project.src, 'node_modules', 'protractor'),
    );
    const out = path.join(project.root, 'out');
    expect((await run('convert', project.src, '--out', out)).code).toBe(0);

    const { code, stdout } = await run(
      'verify',
      out,
      '--base-url',
      baseUrl,
      '--compare',
      project.src,
    );
    expect(stdout).toContain(
      `Compared with the original suite (Protractor, e2e.conf.js) against ${baseUrl}: 2 tests, 100% agree.`,
    );
    expect(stdout).toContain(
      'agree     both pass  Shop › shows the title\nagree     both fail  Shop › shows the basket total\n',
    );
    expect(code).toBe(0);
  }, 180_000);

  it('exits 11 when the original runner reports nothing, with its first error line', async () => {
    await installLegacyRunner();
    await writeFile(path.join(project.src, 'test', 'broken.spec.js'), "require('./not-there');\n");
    const out = path.join(project.root, 'out');
    await run('convert', project.src, '--out', out);
    const verify = ['verify', out, '--base-url', baseUrl, '--compare', project.src];
    const { code, stdout, stderr } = await run(...verify);
    expect({ code, stdout }).toEqual({ code: 11, stdout: '' });
    expect(stderr).toMatch(
      /^rewright verify: The original suite \(selenium-webdriver on mocha\) reported no results, exit code 1:\nException during run: Error: Cannot find module '\.\/not-there'\n/,
    );
    // The original runs first, and with no results the converted suite is not checked or run.
    const onTty = await runOn({ isTTY: true }, ...verify);
    expect(onTty.code).toBe(11);
    expect(onTty.stderr).toContain('running the original tests…');
    expect(onTty.stderr).not.toContain('type-checking…');
  }, 180_000);

  it('says so, with exit 10, when the project has no legacy runner installed', async () => {
    const out = path.join(project.root, 'out');
    expect((await run('convert', project.src, '--out', out)).code).toBe(0);
    expect(await run('verify', out, '--base-url', baseUrl, '--compare', project.src)).toEqual({
      code: 10,
      stdout: '',
      stderr: `rewright verify: No legacy runner is installed in ${project.src}: the comparison needs the project's own protractor, or selenium-webdriver with mocha, jasmine or jest, in its node_modules (rewright installs nothing; run your package manager's install there first)\n`,
    });
  }, 60_000);

  it('refuses a --compare folder it cannot read, and --compare without --base-url, with exit 2', async () => {
    const out = path.join(project.root, 'out');
    await mkdir(out);
    expect(await run('verify', out, '--base-url', baseUrl, '--compare', 'missing')).toEqual({
      code: 2,
      stdout: '',
      stderr: `rewright verify: cannot read --compare ${project.root}/missing: no such file or folder. Run 'rewright verify --help' for usage.\n`,
    });
    expect(await run('verify', out, '--compare', project.src)).toEqual({
      code: 2,
      stdout: '',
      stderr:
        "rewright verify: --compare needs --base-url: the address both suites run against. Run 'rewright verify --help' for usage.\n",
    });
  });
});
