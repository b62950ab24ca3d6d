/**
 * The large-stack worker runs the engine precompiled into one cached file (`engine-bundle.mjs`)
 * instead of compiling it through tsx on every start: the same conversion, with a manifest of
 * every source file it was built from so an edited source gives a new bundle.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { convertFiles } from './convert.js';
import { workerStackSizeMb } from './deep-stack.js';
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

  it("has TypeScript's syntax kinds written in as numbers, for the TypeScript it runs with", async () => {
    const bundle = (await loadBundledEngine(coreUrl, tsconfig)) as unknown;
    expect(bundle).toBeDefined();
    const file = readdirSync(cacheDir).find((f) => /^bundle-.*\.cjs$/.test(f));
    const code = readFileSync(`${cacheDir}${file}`, 'utf8');
    expect(code).not.toMatch(/\.SyntaxKind\.[A-Z]/);
    // The switch of `addLocalDeclaration` (syntax-walk.ts) on the kinds' numbers.
    const ts = (await import('typescript')).default;
    expect(code).toContain(`case ${ts.SyntaxKind.VariableDeclaration}:`);
  });

  it('requires TypeScript once, not wrapped again for each module that imports it', async () => {
    await loadBundledEngine(coreUrl, tsconfig);
    const bundle = readdirSync(cacheDir).find((f) => f.startsWith('bundle-'));
    const code = readFileSync(`${cacheDir}${bundle}`, 'utf8');
    expect(code.match(/require\("typescript"\)/g)).toHaveLength(1);
    expect(code).not.toContain('__toESM(require("typescript")');
  });

  it("starts the next thread from V8's code of TypeScript, Prettier and the bundle, saved by the first", async () => {
    await loadBundledEngine(coreUrl, tsconfig); // built before the threads look for it
    const codeCacheDir = mkdtempSync(path.join(os.tmpdir(), 'rewright-engine-code-'));
    // A new engine thread (deep-stack-worker.mjs, as deep-stack.ts starts it) for one conversion,
    // in a new process: V8's flags are the process's, and a thread inherits those set before it.
    const thread = `
      import { Worker } from 'node:worker_threads';
      const worker = new Worker(${JSON.stringify(fileURLToPath(new URL('./deep-stack-worker.mjs', import.meta.url)))}, {
        workerData: ${JSON.stringify({ coreUrl, tsconfig, codeCacheDir })},
        resourceLimits: { stackSizeMb: ${workerStackSizeMb} },
        execArgv: [],
      });
      worker.on('message', (message) => {
        if (message.type === 'progress') return;
        process.stdout.write(JSON.stringify(message));
        void worker.terminate();
      });
      worker.postMessage({ task: 'convert', files: ${JSON.stringify(files)} });
    `;
    const convertInThread = () =>
      JSON.parse(
        execFileSync(process.execPath, ['--input-type=module', '-e', thread], { encoding: 'utf8' }),
      ) as { type: string; result?: unknown };
    const saved = () =>
      readdirSync(codeCacheDir)
        .filter((f) => f.endsWith('.v8'))
        .map((f) => {
          const { ino, mtimeMs } = statSync(path.join(codeCacheDir, f));
          return { f, ino, mtimeMs };
        });
    try {
      const first = convertInThread();
      expect(first.type).toBe('result');
      const written = saved();
      expect(written.map(({ f }) => f.split('@')[0])).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^bundle-.*\.cjs$/),
          'typescript',
          // Required by the bundle when it formats the converted files.
          'prettier-standalone',
          'prettier-estree',
          'prettier-typescript',
        ]),
      );
      // Code V8 rejected (other flags, another version) would be compiled again and saved anew.
      const next = convertInThread();
      expect(saved()).toEqual(written);
      expect(next).toEqual(first);
      expect(next.result).toEqual(JSON.parse(JSON.stringify(await convertFiles(files))));
    } finally {
      rmSync(codeCacheDir, { recursive: true, force: true });
    }
  });
});
