import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleUrlPlugin } from './cached-bundle.mjs';

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'rewright-module-url-'));
  await writeFile(path.join(scratch, 'entry.ts'), "export { here } from './finder';\n");
  await writeFile(
    path.join(scratch, 'finder.ts'),
    'export const here: string = import.meta.url;\n',
  );
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

/** The bundle of entry.ts with the plugin, evaluated: what `here` says. */
async function bundleWith(urlOf: (source: string) => string | undefined) {
  const result = await build({
    entryPoints: [path.join(scratch, 'entry.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'silent',
    plugins: [moduleUrlPlugin('test-module-url', urlOf)],
  });
  const bundle = path.join(scratch, `bundle-${Math.random().toString(36).slice(2)}.mjs`);
  await writeFile(bundle, result.outputFiles[0]!.contents);
  return { bundle, here: ((await import(pathToFileURL(bundle).href)) as { here: string }).here };
}

describe('moduleUrlPlugin (the CLI and the Electron build map import.meta.url with it)', () => {
  it('gives a source the URL expression its mapping answers', async () => {
    const seen: string[] = [];
    const { here } = await bundleWith((source) => {
      seen.push(path.basename(source));
      return JSON.stringify(pathToFileURL(source).href);
    });
    expect(here).toBe(pathToFileURL(path.join(scratch, 'finder.ts')).href);
    // Only sources that read import.meta.url are asked about.
    expect(seen).toEqual(['finder.ts']);
  });

  it("keeps the bundle's own URL when the mapping answers undefined", async () => {
    const { bundle, here } = await bundleWith(() => undefined);
    expect(here).toBe(pathToFileURL(bundle).href);
  });

  it('fails the build with what the mapping throws', async () => {
    await expect(
      bundleWith((source) => {
        throw new Error(`${path.basename(source)} is not placed`);
      }),
    ).rejects.toThrow('finder.ts is not placed');
  });
});
