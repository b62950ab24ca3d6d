import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database';
import { migrationsFolder } from './database';
import { plans, termsVersions } from './schema';
import { createTestDatabase } from './test-database';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const tableNames = async () => {
  const result: unknown = await database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = current_schema() order by table_name`,
  );
  // postgres-js answers an array of rows, PGlite `{ rows }`.
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    table_name: string;
  }[];
  // On PostgreSQL the migrations journal sits in the same test schema; it is not an app table.
  return rows.map((row) => row.table_name).filter((name) => name !== '__drizzle_migrations');
};

describe(`migrations (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('creates every table on a fresh database', async () => {
    expect(await tableNames()).toEqual([
      'contact_messages',
      'conversions',
      'credit_ledger',
      'payments',
      'plans',
      'terms_acceptances',
      'terms_versions',
      'users',
    ]);
  });

  it('seeds the three packs and the first terms version', async () => {
    const seeded = await database.db
      .select({
        slug: plans.slug,
        amount: plans.amount,
        currency: plans.currency,
        credits: plans.credits,
      })
      .from(plans)
      .orderBy(plans.sortOrder);
    expect(seeded).toEqual([
      { slug: 'free-pack', amount: 0, currency: 'USD', credits: 25 },
      { slug: 'standard-pack', amount: 9900, currency: 'USD', credits: 250 },
      { slug: 'enterprise-pack', amount: null, currency: 'USD', credits: null },
    ]);
    const terms = await database.db.select({ version: termsVersions.version }).from(termsVersions);
    expect(terms).toEqual([{ version: '1.0' }]);
  });

  it('is idempotent: migrating again changes nothing', async () => {
    await database.migrate();
    await database.migrate();
    expect(await tableNames()).toHaveLength(8);
    expect(await database.db.$count(plans)).toBe(3);
    expect(await database.db.$count(termsVersions)).toBe(1);
  });

  it('keeps the migration SQL free of schema names so any search_path works', async () => {
    const files = (await readdir(migrationsFolder)).filter((name) => name.endsWith('.sql'));
    expect(files.length).toBeGreaterThan(0);
    for (const name of files) {
      expect(await readFile(path.join(migrationsFolder, name), 'utf8')).not.toContain('"public".');
    }
  });
});
