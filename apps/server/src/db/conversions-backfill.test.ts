import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { asc } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './database';
import { conversions, creditLedger, users } from './schema';

const client = new PGlite();
const db = drizzle({ client });
let before: string;
afterAll(async () => {
  await client.close();
  await rm(before, { recursive: true, force: true });
});

/** The migrations folder as it was before `tag`: a copy whose journal ends just before it. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'rewright-migrations-'));
  await cp(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
    entries: { tag: string }[];
  };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  journal.entries = journal.entries.slice(0, index);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

// Its own in-process PGlite runs every migration twice: on a busy 2-core machine that alone has
// taken over the project's 20 s default.
describe('migration 0005_conversions', () => {
  it('turns every spend made before it into a conversion, so the usage list adds up', async () => {
    before = await migrationsBefore('0005_conversions');
    await migrate(db, { migrationsFolder: before });
    const [user] = await db
      .insert(users)
      .values({ keycloakId: 'before-0005', username: 'ada', email: 'ada@example.com' })
      .returning();
    const userId = user!.id;
    await db.insert(creditLedger).values([
      { userId, delta: 25, kind: 'signup_grant', reference: 'signup:before-0005' },
      { userId, delta: -4, kind: 'conversion', reference: `conversion:${userId}:run:1` },
      { userId, delta: -2, kind: 'conversion', reference: `conversion:${userId}:run-2` },
    ]);

    await migrate(db, { migrationsFolder });
    const rows = await db
      .select({
        idempotencyKey: conversions.idempotencyKey,
        files: conversions.files,
        testCases: conversions.testCases,
        testCasesCharged: conversions.testCasesCharged,
        credits: conversions.credits,
        sourceKinds: conversions.sourceKinds,
      })
      .from(conversions)
      .orderBy(asc(conversions.idempotencyKey));
    expect(rows).toEqual([
      // A key may itself hold the separator: only the `conversion:{user id}:` prefix goes.
      {
        idempotencyKey: 'run-2',
        files: 0,
        testCases: 2,
        testCasesCharged: 2,
        credits: 2,
        sourceKinds: [],
      },
      {
        idempotencyKey: 'run:1',
        files: 0,
        testCases: 4,
        testCasesCharged: 4,
        credits: 4,
        sourceKinds: [],
      },
    ]);
  }, 90_000);
});
