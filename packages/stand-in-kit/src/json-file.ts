import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { z } from 'zod';

/** Reads a JSON file checked by `schema`; a missing file yields `fallback`. A corrupt file throws. */
export async function readJsonFile<T>(path: string, schema: z.ZodType<T>, fallback: T): Promise<T> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return fallback;
    throw error;
  }
  return schema.parse(JSON.parse(text));
}

/**
 * Writes through a temp file and a rename, so a crash mid-write never leaves half a file:
 * readers see the old content or the new one.
 */
export async function writeJsonFile(path: string, value: unknown, mode = 0o600): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temp = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temp, JSON.stringify(value, null, 2) + '\n', { mode });
  await rename(temp, path);
}

/**
 * One JSON file holding a store's whole state. Saves are chained so two requests never
 * interleave their writes; the last save wins with the latest in-memory state.
 */
export class JsonFile<T> {
  private pending: Promise<void> = Promise.resolve();

  constructor(private readonly path: string) {}

  save(value: T): Promise<void> {
    const next = this.pending.then(() => writeJsonFile(this.path, value));
    // A failed write must not block the ones after it; the caller still sees the failure.
    this.pending = next.catch(() => undefined);
    return next;
  }
}
