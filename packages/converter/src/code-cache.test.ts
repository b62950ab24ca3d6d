/**
 * The engine's thread compiles TypeScript and the engine's bundle with V8's code from an earlier
 * run (code-cache.mjs). Each case runs in fresh Node processes, as engine threads start: the first
 * compiles from the source and saves the code, the next takes it from the cache, and the module
 * behaves as `require` would give it either way.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const codeCache = fileURLToPath(new URL('./code-cache.mjs', import.meta.url));
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'rewright-code-cache-'));
  writeFileSync(path.join(dir, 'helper.js'), 'module.exports = (n) => n * 2;\n');
  writeFileSync(
    path.join(dir, 'main.js'),
    [
      "const double = require('./helper');",
      'exports.answer = double(21);',
      "exports.where = require('node:path').basename(__dirname) === require('node:path').basename(module.path);",
      'exports.fn = function twice(s) { return s + s; };',
      '',
    ].join('\n'),
  );
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** Loads `main.js` with the cache file `cache` in a new process; what it saw, as JSON. */
function load(cache: string): {
  answer: number;
  where: boolean;
  twice: string;
  fromCache: boolean;
  same: boolean;
} {
  const script = `
    import { createRequire } from 'node:module';
    import { requireWithCodeCache, saveCodeCaches, compiledFromCache } from ${JSON.stringify(codeCache)};
    const main = ${JSON.stringify(path.join(dir, 'main.js'))};
    const loaded = requireWithCodeCache(main, ${JSON.stringify(cache)});
    const same = createRequire(main)(main) === loaded;
    const result = { answer: loaded.answer, where: loaded.where, twice: loaded.fn('ab'), fromCache: compiledFromCache(main), same };
    saveCodeCaches();
    process.stdout.write(JSON.stringify(result));
  `;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
  );
}

describe('requireWithCodeCache', () => {
  it('compiles from the source first, then from the code the first run saved', () => {
    const cache = path.join(dir, 'main.js@test.v8');
    const first = load(cache);
    expect(first).toEqual({ answer: 42, where: true, twice: 'abab', fromCache: false, same: true });
    expect(readdirSync(dir)).toContain('main.js@test.v8');
    expect(load(cache)).toEqual({ ...first, fromCache: true });
  });

  it('compiles from the source when the cached code is damaged, and saves it again', () => {
    const cache = path.join(dir, 'main.js@test.v8');
    writeFileSync(cache, 'not code');
    expect(load(cache)).toMatchObject({ answer: 42, fromCache: false });
    expect(load(cache)).toMatchObject({ answer: 42, fromCache: true });
  });

  it('removes the cached code of another version of the same file when it saves', () => {
    writeFileSync(path.join(dir, 'main.js@old.v8'), 'stale');
    load(path.join(dir, 'main.js@new.v8'));
    expect(readdirSync(dir).filter((f) => f.endsWith('.v8'))).toEqual(['main.js@new.v8']);
  });

  it('still loads, from the source each time, where the cache cannot be written', () => {
    // A folder that does not exist stands for a read-only install (root writes through modes).
    const cache = path.join(dir, 'missing', 'main.js@test.v8');
    expect(load(cache)).toMatchObject({ answer: 42, fromCache: false });
    expect(load(cache)).toMatchObject({ answer: 42, fromCache: false });
  });

  it('compiles the packages it names with cached code too, and requires the others as usual', () => {
    mkdirSync(path.join(dir, 'node_modules', 'dep'), { recursive: true });
    writeFileSync(path.join(dir, 'node_modules', 'dep', 'index.js'), 'exports.three = 3;\n');
    writeFileSync(
      path.join(dir, 'uses-dep.js'),
      "exports.sum = require('dep').three + require('./helper')(2);\n",
    );
    const script = `
      import { requireWithCodeCache, saveCodeCaches, compiledFromCache } from ${JSON.stringify(codeCache)};
      const main = ${JSON.stringify(path.join(dir, 'uses-dep.js'))};
      const depCache = ${JSON.stringify(path.join(dir, 'dep@test.v8'))};
      const loaded = requireWithCodeCache(main, ${JSON.stringify(path.join(dir, 'uses-dep.js@test.v8'))},
        (id) => (id === 'dep' ? depCache : undefined));
      const result = {
        sum: loaded.sum,
        dep: compiledFromCache(${JSON.stringify(path.join(dir, 'node_modules', 'dep', 'index.js'))}),
        helper: compiledFromCache(${JSON.stringify(path.join(dir, 'helper.js'))}) ?? 'require',
      };
      saveCodeCaches();
      process.stdout.write(JSON.stringify(result));
    `;
    const run = () =>
      JSON.parse(
        execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
      );
    expect(run()).toEqual({ sum: 7, dep: false, helper: 'require' });
    expect(readdirSync(dir)).toContain('dep@test.v8');
    expect(run()).toEqual({ sum: 7, dep: true, helper: 'require' });
  });

  it('leaves no partial file behind when the cache cannot be put in place', () => {
    // A folder where the cache file should be: the write succeeds, the rename fails.
    const cache = path.join(dir, 'main.js@test.v8');
    mkdirSync(path.join(cache, 'taken'), { recursive: true });
    expect(load(cache)).toMatchObject({ answer: 42, fromCache: false });
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});
