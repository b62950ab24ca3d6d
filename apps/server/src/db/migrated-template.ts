import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrationsFolder } from './database';

/**
 * Tests only: an embedded database's data folder with every migration applied, dumped by PGlite
 * (a tarball), for test databases to start from. A new PGlite cluster runs PostgreSQL's initdb,
 * about 6 CPU-s each time; a cluster loaded from this dump costs under 2, and the server's test
 * files open one or more each. Kept on disk, named by a hash of the migrations and PGlite's
 * version, so the whole test run builds it once and any change to a migration builds a new one.
 */
export async function migratedTemplate(): Promise<Uint8Array> {
  // The migrations are hashed once per test file, not once per database it opens.
  templateFile ??= templateKey(migrationsFolder).then((key) => path.join(cacheDir, `${key}.tar`));
  const file = await templateFile;
  try {
    return new Uint8Array(await readFile(file));
  } catch {
    // Not built yet (or being built by another test file: both build it, the rename keeps one).
  }
  const dump = await buildTemplate();
  await mkdir(cacheDir, { recursive: true });
  const temporary = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temporary, dump);
  await rename(temporary, file);
  return dump;
}

let templateFile: Promise<string> | undefined;
const require = createRequire(import.meta.url);
const cacheDir = fileURLToPath(
  new URL('../../node_modules/.cache/pglite-template/', import.meta.url),
);

/** What names a template: PGlite's version and every file of `folder` (the migrations), by path and content. */
export async function templateKey(folder: string): Promise<string> {
  const hash = createHash('sha256');
  // Its package.json is not among its exports: read beside its entry (dist/index.*).
  const manifest = path.join(
    path.dirname(require.resolve('@electric-sql/pglite')),
    '..',
    'package.json',
  );
  const { version } = JSON.parse(await readFile(manifest, 'utf8')) as { version: string };
  hash.update(`pglite ${version}\0`);
  const files = await listFiles(folder);
  for (const name of files) {
    hash.update(`${path.relative(folder, name)}\0`);
    hash.update(await readFile(name));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

async function listFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** A new cluster, migrated exactly as `Database.migrate` migrates one, then dumped. */
async function buildTemplate(): Promise<Uint8Array> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const pglite = new PGlite();
  try {
    await migrate(drizzle({ client: pglite }), { migrationsFolder });
    const dump = await pglite.dumpDataDir('none');
    return new Uint8Array(await dump.arrayBuffer());
  } finally {
    await pglite.close();
  }
}
