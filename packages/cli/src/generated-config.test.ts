import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { readFile, symlink } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTempProject, listFiles, writeFiles, type TempProject } from './temp-project';

// These tests are about reading, converting and writing, not charging: they run convert as the
// converter's own harness does, unmetered (REWRIGHT_DEV_UNMETERED, development only; spawned
// CLIs inherit it). Charging is tested in commands/convert-charging.test.ts.
process.env.REWRIGHT_DEV_UNMETERED = '1';

// The generated playwright.config.ts, loaded by Playwright itself (`--list` loads every test file
// and needs no browser): it must find the converted specs and nothing else, wherever the Protractor
// config sat relative to its specs.
const bin = fileURLToPath(new URL('../bin/rewright.js', import.meta.url));
const repoModules = fileURLToPath(new URL('../../../node_modules', import.meta.url));
const playwrightCli = path.join(repoModules, '@playwright/test/cli.js');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function run(file: string, args: string[], cwd: string): Promise<Run> {
  return new Promise((resolve) => {
    execFile(process.execPath, [file, ...args], { cwd }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** Converts `files` (as `e2e/`), then lists the tests of the generated config (`configDir` inside the output). */
async function convertAndList(
  project: TempProject,
  files: Record<string, string>,
  configDir: string,
): Promise<{ convert: Run; list: Run; written: string[]; config: string }> {
  await writeFiles(project.src, files);
  const convert = await run(bin, ['convert', 'e2e', '--out', 'out'], project.root);
  const out = path.join(project.root, 'out');
  await symlink(repoModules, path.join(out, 'node_modules'), 'dir');
  const cwd = path.join(out, configDir);
  const list = await run(playwrightCli, ['test', '--list', '-c', 'playwright.config.ts'], cwd);
  const written = await listFiles(out).catch(() => []);
  const config = await readFile(path.join(cwd, 'playwright.config.ts'), 'utf8');
  return { convert, list, written, config };
}

describe('the generated Playwright config finds the converted specs', () => {
  let beside: TempProject;
  let below: TempProject;
  let besideRun: Awaited<ReturnType<typeof convertAndList>>;
  let belowRun: Awaited<ReturnType<typeof convertAndList>>;

  beforeAll(async () => {
    beside = await createTempProject({});
    below = await createTempProject({});
    // angular-phonecat's layout: the config beside the specs, `specs: ['*.js']`. The spec uses an
    // Angular locator and `browser.params`, so rewright-angular.ts and rewright-params.ts are
    // written beside the config too, where `*.ts` reaches them.
    besideRun = await convertAndList(
      beside,
      {
        'protractor.conf.js':
          "exports.config = {\n  specs: ['*.js'],\n  exclude: ['protractor.conf.js'],\n  params: { term: 'nexus' },\n};\n",
        'scenarios.js':
          "describe('phones', function () {\n  it('filters', function () {\n    browser.get('/');\n    element(by.model('query')).sendKeys(browser.params.term);\n    expect(element.all(by.repeater('phone in phones')).count()).toBe(1);\n  });\n});\n",
      },
      '.',
    );
    // The protractor-workshop layout: the config in its own folder, specs one level up.
    belowRun = await convertAndList(
      below,
      {
        'protractor/local.config.ts':
          "import { Config } from 'protractor';\nexport const config: Config = {\n  framework: 'jasmine',\n  specs: ['../test/**/*.spec.js'],\n};\n",
        'test/google.spec.js':
          "describe('google', () => {\n  it('opens', async () => {\n    await browser.get('https://www.google.com');\n  });\n});\n",
        'test/deep/search.spec.js':
          "describe('search', () => {\n  it('types', async () => {\n    await $('input').sendKeys('x');\n  });\n});\n",
      },
      'protractor',
    );
  }, 180_000);
  afterAll(async () => {
    await beside?.dispose();
    await below?.dispose();
  });

  it('config beside the specs with `*.js`: the support modules and the config are not tests', () => {
    expect(besideRun.convert.code).toBe(0);
    expect(besideRun.written).toEqual(
      expect.arrayContaining([
        'playwright.config.ts',
        'rewright-angular.ts',
        'rewright-params.ts',
        'scenarios.ts',
      ]),
    );
    expect(besideRun.list.stderr).not.toContain('should not import test file');
    expect(besideRun.list.code).toBe(0);
    expect(besideRun.list.stdout).toContain('scenarios.ts');
    expect(besideRun.list.stdout).toContain('Total: 1 test in 1 file');
  });

  it("config one folder below the specs' parent: testDir is the specs folder", () => {
    expect(belowRun.convert.code).toBe(0);
    expect(belowRun.config).toContain("testDir: '../test'");
    expect(belowRun.list.code).toBe(0);
    expect(belowRun.list.stdout).toContain('google.spec.ts');
    expect(belowRun.list.stdout).toContain('deep/search.spec.ts');
    expect(belowRun.list.stdout).toContain('Total: 2 tests in 2 files');
  });
});

describe('a Selenium WebDriver suite', () => {
  let project: TempProject;
  let detected: Awaited<ReturnType<typeof convertAndList>>;

  beforeAll(async () => {
    project = await createTempProject({});
    // Mocha specs named without `.spec`, a page object and a driver factory that takes no
    // `selenium-webdriver` import of its own page: detected per file, the helper with its project.
    detected = await convertAndList(
      project,
      {
        'support/driver.js':
          "const { Builder } = require('selenium-webdriver');\nfunction buildDriver() {\n  return new Builder().forBrowser('firefox').build();\n}\nmodule.exports = { buildDriver };\n",
        'pages/login.js':
          "class LoginPage {\n  constructor(driver) {\n    this.driver = driver;\n  }\n  open() {\n    return this.driver.get('http://localhost/login');\n  }\n}\nmodule.exports = LoginPage;\n",
        'test/login.js':
          "const { By } = require('selenium-webdriver');\nconst assert = require('assert');\nconst LoginPage = require('../pages/login');\nconst { buildDriver } = require('../support/driver');\ndescribe('login', function () {\n  let driver;\n  beforeEach(async () => {\n    driver = await buildDriver();\n  });\n  afterEach(() => driver.quit());\n  it('opens', async () => {\n    await new LoginPage(driver).open();\n    assert.equal(await driver.findElement(By.css('h1')).getText(), 'Login');\n  });\n  it('has a title', async () => {\n    await new LoginPage(driver).open();\n    assert.equal(await driver.getTitle(), 'Login');\n  });\n});\n",
      },
      '.',
    );
  }, 180_000);
  afterAll(async () => {
    await project?.dispose();
  });

  it('is detected, converted, and its generated config lists its tests in a Firefox project', () => {
    expect(detected.convert.code).toBe(0);
    expect(detected.written).toEqual(
      expect.arrayContaining([
        'playwright.config.ts',
        'pages/login.ts',
        'support/driver.ts',
        'test/login.ts',
      ]),
    );
    expect(detected.config).toContain("testMatch: 'test/login.ts'");
    expect(detected.config).toContain("devices['Desktop Firefox']");
    expect(detected.list.code).toBe(0);
    expect(detected.list.stdout).toContain('Total: 2 tests in 1 file');
  });

  it('converts with --from selenium too', async () => {
    const run2 = await run(
      bin,
      ['convert', 'e2e', '--out', 'out2', '--from', 'selenium'],
      project.root,
    );
    expect(run2.code).toBe(0);
    expect(await readFile(path.join(project.root, 'out2', 'test/login.ts'), 'utf8')).toContain(
      "await expect(page.locator('h1').first()).toHaveText('Login');",
    );
  });
});
