import { describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const bin = fileURLToPath(new URL('../bin/rewright.js', import.meta.url));
const run = promisify(execFile);

/** The real entry point, as `npx rewright` starts it: node, the cached bundle of main, then main. */
async function rewright(...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, [bin, ...args]);
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('bin/rewright.js', () => {
  it('answers --help and --version, and exits 2 on bad usage', async () => {
    const help = await rewright('--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: rewright <command>');

    const version = await rewright('--version');
    expect(version.stdout).toBe('1.0.0\n');

    const bad = await rewright('convert', '--nope');
    expect(bad.code).toBe(2);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toBe(
      "rewright convert: unknown option '--nope'. Run 'rewright convert --help' for usage.\n",
    );
    // Three Node start-ups: generous room for a loaded CI machine.
  }, 60_000);

  it('runs its main thread precompiled, without TypeScript, Prettier or a TypeScript loader', async () => {
    expect((await rewright('--version')).code).toBe(0);
    const cache = new URL('../node_modules/.cache/rewright-cli/', import.meta.url);
    const { inputs } = JSON.parse(readFileSync(new URL('manifest.json', cache), 'utf8')) as {
      inputs: string[];
    };
    expect(inputs).toContain(fileURLToPath(new URL('./main.ts', import.meta.url)));
    // The converter's Node entry is bundled too: all it does here is start the engine's worker.
    expect(inputs.some((input) => input.endsWith('converter/src/node.ts'))).toBe(true);
    const bundles = readdirSync(cache).filter((name) => name.endsWith('.mjs'));
    expect(bundles).toHaveLength(1);
    const bundle = readFileSync(new URL(bundles[0] as string, cache), 'utf8');
    const imported = [...bundle.matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1]);
    expect(imported.length).toBeGreaterThan(0);
    // zod (the API's answers are parsed with the contracts' schemas) is the one package it loads.
    expect(imported.filter((name) => !name?.startsWith('node:') && name !== 'zod')).toEqual([]);
  }, 60_000);
});
