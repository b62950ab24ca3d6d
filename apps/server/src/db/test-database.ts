import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { openDatabase, type Database } from './database';
import { migratedTemplate } from './migrated-template';

/**
 * An isolated, migrated database for one test file.
 *
 * - Default: PGlite in memory — nothing to install, gone when closed. It starts from a migrated
 *   cluster dumped once per test run (`migrated-template.ts`), not from initdb.
 * - With `DATABASE_URL` set (the Postgres leg of .ci/run): a fresh schema on that server, migrated
 *   through `search_path` and dropped on close, so test files run in parallel without seeing each other.
 *
 * Usage: `const database = await createTestDatabase(); afterAll(() => database.close());`
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL ?? '';
  if (url === '') {
    // Already migrated: the template is named by the migrations it has applied.
    return openDatabase({ databaseUrl: '', pgliteTemplate: await migratedTemplate() });
  }

  const schemaName = `test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create schema "${schemaName}"`);
  const database = await openDatabase({ databaseUrl: url, schemaName });
  await database.migrate();
  let closing: Promise<void> | undefined;
  const dropSchema = async () => {
    await database.close();
    await admin.unsafe(`drop schema if exists "${schemaName}" cascade`);
    await admin.end({ timeout: 5 });
  };
  return { ...database, close: () => (closing ??= dropSchema()) };
}
