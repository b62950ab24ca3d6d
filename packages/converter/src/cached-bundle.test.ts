import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedBundle, moduleUrlPlugin } from './cached-bundle.mjs';

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
async function bundleWith(
  urlOf: (source: string) => string | undefined,
  rewrite?: (source: string) => string,
) {
  const result = await build({
    entryPoints: [path.join(scratch, 'entry.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'silent',
    plugins: [moduleUrlPlugin('test-module-url', urlOf, rewrite)],
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

  it('bundles what `rewrite` answers for every source', async () => {
    const { here } = await bundleWith(
      () => undefined,
      (source) => source.replace('import.meta.url', "'rewritten'"),
    );
    expect(here).toBe('rewritten');
  });

  it('fails the build with what the mapping throws', async () => {
    await expect(
      bundleWith((source) => {
        throw new Error(`${path.basename(source)} is not placed`);
      }),
    ).rejects.toThrow('finder.ts is not placed');
  });
});

describe('cachedBundle', () => {
  const tsconfig = fileURLToPath(new URL('../tsconfig.json', import.meta.url));
  // Inside the package, where esbuild resolves from the entry as it does for the engine.
  let project: string;
  let entry: string;
  beforeAll(async () => {
    const caches = fileURLToPath(new URL('../node_modules/.cache/', import.meta.url));
    await mkdir(caches, { recursive: true });
    project = await mkdtemp(path.join(caches, 'test-cached-bundle-'));
    entry = path.join(project, 'entry.ts');
    await writeFile(entry, 'export const answer: number = 42;\n');
  });
  afterAll(() => rm(project, { recursive: true, force: true }));

  it('builds into the cache and finds it there the next time', async () => {
    const cacheDir = path.join(project, 'cache-ok');
    const built = await cachedBundle({ entry, cacheDir, tsconfig, format: 'esm' });
    expect(built && path.dirname(built)).toBe(cacheDir);
    expect(await cachedBundle({ entry, cacheDir, tsconfig, format: 'esm' })).toBe(built);
  });

  it('answers undefined and leaves no partial file when the cache cannot be written', async () => {
    // A folder where the manifest goes: the bundle is written, the manifest cannot be.
    const cacheDir = path.join(project, 'cache-blocked');
    await mkdir(path.join(cacheDir, 'manifest.json', 'taken'), { recursive: true });
    expect(await cachedBundle({ entry, cacheDir, tsconfig, format: 'esm' })).toBeUndefined();
    expect((await readdir(cacheDir)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});
