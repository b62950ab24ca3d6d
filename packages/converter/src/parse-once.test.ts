/**
 * Each project file is parsed once per conversion: kind detection's syntax tree is the one the
 * front end binds and converts (on a 5 MiB spec a second parse cost about 0.6 s and a second
 * 175 MB tree). TypeScript is wrapped to count the parses by file; nothing else changes.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as TypeScript from 'typescript';

const parses = new Map<string, number>();

vi.mock('typescript', async (importOriginal) => {
  const ts = (await importOriginal<{ default: typeof TypeScript }>()).default;
  const createSourceFile: typeof ts.createSourceFile = (fileName, ...rest) => {
    const name = fileName.replace(/^\/project\//, '');
    parses.set(name, (parses.get(name) ?? 0) + 1);
    return ts.createSourceFile(fileName, ...rest);
  };
  return {
    default: new Proxy(ts, {
      get: (target, key) =>
        key === 'createSourceFile' ? createSourceFile : target[key as keyof typeof ts],
    }),
  };
});

// Test files share modules (the project does not isolate them): the engine an earlier file loaded
// holds the real TypeScript. Loaded again here, it takes the wrapped one.
vi.resetModules();
const { convert, convertFiles } = await import('./convert.js');

const protractorSpec = [
  "var login = require('./login.po');",
  "describe('login', function () {",
  "  it('opens', function () {",
  '    login.open();',
  "    expect(browser.getTitle()).toEqual('Login');",
  '  });',
  '});',
  '',
].join('\n');
const pageObject = "module.exports = { open: function () { return browser.get('/login'); } };\n";
const seleniumSpec = [
  "const { Builder, By } = require('selenium-webdriver');",
  "describe('search', function () {",
  '  let driver;',
  "  before(async function () { driver = await new Builder().forBrowser('chrome').build(); });",
  '  after(async function () { await driver.quit(); });',
  "  it('finds', async function () {",
  "    await driver.get('http://localhost/');",
  "    await driver.findElement(By.id('q')).sendKeys('x');",
  '  });',
  '});',
  '',
].join('\n');

beforeEach(() => {
  parses.clear();
});

// The first conversion loads the front ends and Prettier: generous on a shared machine.
describe('one parse per file', { timeout: 60_000 }, () => {
  it('converts a project of two kinds with one parse of each detected file', async () => {
    const result = await convertFiles([
      { path: 'e2e/login.spec.js', source: protractorSpec },
      { path: 'e2e/login.po.js', source: pageObject },
      { path: 'selenium/search.spec.js', source: seleniumSpec },
    ]);
    expect(result.files.map((f) => f.code !== undefined)).toEqual([true, true, true]);
    expect(parses.get('e2e/login.spec.js')).toBe(1);
    expect(parses.get('e2e/login.po.js')).toBe(1);
    expect(parses.get('selenium/search.spec.js')).toBe(1);
  });

  it('converts one detected file with one parse', async () => {
    const result = await convert({ path: 'login.spec.js', source: protractorSpec });
    expect(result.from).toBe('protractor');
    expect(parses.get('login.spec.js')).toBe(1);
  });
});
