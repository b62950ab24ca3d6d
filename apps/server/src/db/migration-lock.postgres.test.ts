import { readdir } from 'node:fs/promises';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase } from './database';

// PostgreSQL only (vitest.config.ts): a fresh database of its own, as a new deployment starts on.
const serverUrl = process.env.DATABASE_URL ?? '';
const databaseName = `rewright_migrate_${process.pid}_${Date.now().toString(36)}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${databaseName}` }).href;
let admin: postgres.Sql;

beforeAll(async () => {
  admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${databaseName}"`);
});
afterAll(async () => {
  await admin.unsafe(`drop database if exists "${databaseName}" with (force)`);
  await admin.end({ timeout: 5 });
});

describe('migrations on one PostgreSQL database from several instances at once', () => {
  it('all start: one applies each migration, the others wait and find nothing pending', async () => {
    const instances = await Promise.all(
      Array.from({ length: 4 }, () => openDatabase({ databaseUrl })),
    );
    try {
      const outcomes = await Promise.allSettled(instances.map((instance) => instance.migrate()));
      expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }

    const migrations = (await readdir(migrationsFolder)).filter((name) => name.endsWith('.sql'));
    const check = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    try {
      const journal = await check`select hash from drizzle.__drizzle_migrations`;
      expect(journal).toHaveLength(migrations.length);
    } finally {
      await check.end({ timeout: 5 });
    }
  });
});
