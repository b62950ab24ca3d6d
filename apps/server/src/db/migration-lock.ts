import type postgres from 'postgres';

/**
 * Runs `migrate` while holding a PostgreSQL advisory lock named for the schema, on a connection
 * reserved for the lock. Several instances started together on one database would otherwise all
 * run drizzle's `CREATE … IF NOT EXISTS` and the same migrations at once, and all but one fail at
 * start-up; in turn, each finds the journal up to date and applies nothing.
 */
export async function withMigrationLock<T>(
  client: postgres.Sql,
  schemaName: string,
  migrate: () => Promise<T>,
): Promise<T> {
  const lockName = `rewright.migrations:${schemaName}`;
  const connection = await client.reserve();
  try {
    await connection`select pg_advisory_lock(hashtext(${lockName}))`;
    try {
      return await migrate();
    } finally {
      await connection`select pg_advisory_unlock(hashtext(${lockName}))`;
    }
  } finally {
    connection.release();
  }
}
