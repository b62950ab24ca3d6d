import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { JsonFile, readJsonFile, writeJsonFile } from './json-file.js';

const Counter = z.object({ count: z.number() });

async function tempDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'stand-in-kit-'));
}

describe('JSON-file state', () => {
  it('reads the fallback when the file does not exist yet', async () => {
    const path = join(await tempDir(), 'missing.json');
    await expect(readJsonFile(path, Counter, { count: 0 })).resolves.toEqual({ count: 0 });
  });

  it('refuses a file that does not match the schema instead of starting from empty', async () => {
    const path = join(await tempDir(), 'state.json');
    await writeFile(path, '{"count":"seven"}');
    await expect(readJsonFile(path, Counter, { count: 0 })).rejects.toThrow();
  });

  it('writes through a temp file and leaves no temp file behind', async () => {
    const dir = await tempDir();
    const path = join(dir, 'nested', 'state.json');
    await writeJsonFile(path, { count: 3 });
    expect(JSON.parse(await readFile(path, 'utf8'))).toEqual({ count: 3 });
    expect(await readdir(join(dir, 'nested'))).toEqual(['state.json']);
  });

  it('keeps saves in call order, so the last state wins', async () => {
    const path = join(await tempDir(), 'state.json');
    const file = new JsonFile<{ count: number }>(path);
    await Promise.all(Array.from({ length: 20 }, (_, count) => file.save({ count })));
    await expect(readJsonFile(path, Counter, { count: -1 })).resolves.toEqual({ count: 19 });
  });

  it('lets later saves run after one fails', async () => {
    const dir = await tempDir();
    // A directory where the file should be makes the rename fail.
    const blocked = new JsonFile<{ count: number }>(dir);
    await expect(blocked.save({ count: 1 })).rejects.toThrow();
    const path = join(dir, 'state.json');
    const file = new JsonFile<{ count: number }>(path);
    await file.save({ count: 2 });
    await expect(readJsonFile(path, Counter, { count: -1 })).resolves.toEqual({ count: 2 });
  });
});
