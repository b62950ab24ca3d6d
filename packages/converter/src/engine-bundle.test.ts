/**
 * The large-stack worker runs the engine precompiled into one cached file (`engine-bundle.mjs`)
 * instead of compiling it through tsx on every start: the same conversion, with a manifest of
 * every source file it was built from so an edited source gives a new bundle.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { convertFiles } from './convert.js';
import { loadBundledEngine } from './engine-bundle.mjs';

const coreUrl = new URL('./convert.ts', import.meta.url).href;
const tsconfig = fileURLToPath(new URL('../tsconfig.json', import.meta.url));
const cacheDir = fileURLToPath(new URL('../node_modules/.cache/rewright-engine/', import.meta.url));

const files = [
  {
    path: 'login.po.js',
    source:
      "module.exports = { open: function () { return browser.get('/login'); }, name: element(by.model('name')) };\n",
  },
  {
    path: 'login.spec.js',
    source: [
      "var login = require('./login.po');",
      "describe('login', function () {",
      "  it('opens', function () {",
      '    login.open();',
      "    login.name.sendKeys('ann');",
      "    expect(browser.getTitle()).toEqual('Login');",
      '  });',
      '});',
      '',
    ].join('\n'),
  },
];

describe('the precompiled engine', () => {
  it('converts as the sources do', async () => {
    const bundled = (await loadBundledEngine(coreUrl, tsconfig)) as
      { convertFiles: typeof convertFiles } | undefined;
    expect(bundled?.convertFiles).toBeTypeOf('function');
    expect(await bundled?.convertFiles(files)).toEqual(await convertFiles(files));
  });

  it('is cached with the list of the sources it was built from', async () => {
    await loadBundledEngine(coreUrl, tsconfig);
    const manifest = JSON.parse(readFileSync(`${cacheDir}manifest.json`, 'utf8')) as {
      inputs: string[];
    };
    expect(manifest.inputs).toContain(fileURLToPath(coreUrl));
    expect(manifest.inputs.some((f) => f.endsWith('file-converter.ts'))).toBe(true);
    expect(manifest.inputs.every((f) => existsSync(f))).toBe(true);
  });

  it('requires TypeScript once, not wrapped again for each module that imports it', async () => {
    await loadBundledEngine(coreUrl, tsconfig);
    const bundle = readdirSync(cacheDir).find((f) => f.startsWith('bundle-'));
    const code = readFileSync(`${cacheDir}${bundle}`, 'utf8');
    expect(code.match(/require\("typescript"\)/g)).toHaveLength(1);
    expect(code).not.toContain('__toESM(require("typescript")');
  });
});
