import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';
import { withMigrationLock } from './migration-lock';
import {
  listenPglite,
  listenPostgres,
  type NotificationHandlers,
  type Subscription,
} from './notifications';
import { openPgliteThread, type PgliteThreadClient } from './pglite-thread';
import * as schema from './schema';

/** The Drizzle database the app queries, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * An open database and how to migrate and close it. The driver differs (embedded PGlite or
 * PostgreSQL over postgres-js) but the app only ever sees `db`.
 */
export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Applies every pending SQL migration of apps/server/drizzle; a no-op when none is pending. */
  migrate(): Promise<void>;
  /**
   * LISTEN on a channel (NOTIFY reaches every listener on the database, from any process). On
   * PGlite a notification arrives before the committing statement's promise settles; on
   * PostgreSQL it arrives on a connection of its own, in commit order, a little later.
   */
  listen(channel: string, handlers: NotificationHandlers): Subscription;
  close(): Promise<void>;
}

export const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);

/** Where the embedded database of a DATA_DIR lives. */
export function embeddedDataDir(dataDir: string): string {
  return path.join(dataDir, 'db');
}

export interface OpenDatabaseOptions {
  /** Empty: embedded PGlite. */
  databaseUrl: string;
  /** PGlite's data folder; omitted: in memory. */
  pgliteDataDir?: string;
  /** PostgreSQL schema to use instead of `public` (tests use one per file). */
  schemaName?: string;
  /** Embedded only: a dumped data folder to start from (tests start from a migrated one). */
  pgliteTemplate?: Uint8Array;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.databaseUrl === ''
    ? openPglite(options.pgliteDataDir, options.pgliteTemplate)
    : openPostgres(options.databaseUrl, options.schemaName);
}

async function openPglite(
  dataDir: string | undefined,
  template: Uint8Array | undefined,
): Promise<Database> {
  let lock: DataDirLock | undefined;
  if (dataDir) {
    await mkdir(dataDir, { recursive: true });
    // Beside the data folder, not in it: PGlite initialises the folder only when it is empty.
    lock = await acquireDataDirLock(`${path.resolve(dataDir)}.lock`);
  }
  let client: PgliteThreadClient;
  try {
    client = await openPgliteThread(dataDir, template);
  } catch (error) {
    await lock?.release();
    throw error;
  }
  // Drizzle's PGlite driver calls only query() and transaction(), which the thread client mirrors.
  const db = drizzlePglite({ client: client as unknown as PGlite, schema });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    listen: (channel, handlers) => listenPglite(client, channel, handlers),
    close: async () => {
      if (!client.closed) await client.close();
      await lock?.release();
    },
  };
}

function openPostgres(url: string, schemaName: string | undefined): Database {
  const client = postgres(url, {
    max: 10,
    onnotice: () => {},
    // Every pooled connection starts in the chosen schema.
    ...(schemaName ? { connection: { search_path: schemaName } } : {}),
  });
  const db = drizzlePostgres({ client, schema });
  let closed = false;
  return {
    db,
    driver: 'postgres',
    // The migrations journal lives beside the tables when a schema is chosen, so each schema migrates on its own.
    migrate: () =>
      withMigrationLock(client, schemaName ?? 'public', () =>
        migratePostgres(db, {
          migrationsFolder,
          ...(schemaName ? { migrationsSchema: schemaName } : {}),
        }),
      ),
    // Named so an operator (or a test, by its schema) can tell the listening connection apart.
    listen: (channel, handlers) =>
      listenPostgres(
        url,
        channel,
        handlers,
        `rewright-listen${schemaName ? ` ${schemaName}` : ''}`,
      ),
    close: async () => {
      if (closed) return;
      closed = true;
      await client.end({ timeout: 5 });
    },
  };
}

/** Cheapest proof that the database answers. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** A transaction handed to `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Repositories accept either, so a caller decides what runs in one transaction. */
export type Queryable = Db | Tx;

/** True when a query failed on a unique constraint (PostgreSQL 23505), whichever driver raised it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
