import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrationsFolder } from './database';
import { templateKey } from './migrated-template';

let copy: string | undefined;
afterEach(() => (copy ? rm(copy, { recursive: true, force: true }) : undefined));

describe('the migrated template test databases start from', () => {
  it('is named by the migrations: a changed or added migration names a new one', async () => {
    copy = await mkdtemp(path.join(tmpdir(), 'rewright-migrations-'));
    await cp(migrationsFolder, copy, { recursive: true });
    const key = await templateKey(migrationsFolder);
    expect(await templateKey(copy)).toBe(key);

    await writeFile(path.join(copy, '0100_more.sql'), 'create table more (id int);\n');
    const added = await templateKey(copy);
    expect(added).not.toBe(key);

    await writeFile(path.join(copy, '0100_more.sql'), 'create table more (id bigint);\n');
    expect(await templateKey(copy)).not.toBe(added);
  });
});
