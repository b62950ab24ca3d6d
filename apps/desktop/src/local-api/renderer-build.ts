import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';

// Resolved by name, not from this file's URL: the CLI runs this code from its cached bundle.
const PACKAGE_DIR = path.dirname(
  createRequire(import.meta.url).resolve('@rewright/desktop/package.json'),
);

/** Where `vite build` puts the renderer. */
export const RENDERER_DIR = path.join(PACKAGE_DIR, 'dist', 'renderer');

/**
 * The renderer is built with Vite on first use (about ten seconds) and again when one of its
 * sources is newer than the build, so `rewright app` works from a fresh checkout with no build step.
 */
export async function ensureRendererBuilt(onBuild?: () => void): Promise<string> {
  const built = await stat(path.join(RENDERER_DIR, 'index.html')).catch(() => undefined);
  const sources = ['renderer', 'shared'].map((folder) => path.join(PACKAGE_DIR, 'src', folder));
  const newest = Math.max(...(await Promise.all(sources.map(newestChange))));
  if (built && newest <= built.mtimeMs) return RENDERER_DIR;
  onBuild?.();
  const { build } = await import('vite');
  await build({ configFile: path.join(PACKAGE_DIR, 'vite.config.ts'), logLevel: 'error' });
  return RENDERER_DIR;
}

async function newestChange(folder: string): Promise<number> {
  let newest = 0;
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const info = await stat(path.join(entry.parentPath, entry.name));
    newest = Math.max(newest, info.mtimeMs);
  }
  return newest;
}
