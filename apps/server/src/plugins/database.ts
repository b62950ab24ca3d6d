import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openDatabase, type Database, type Db } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** The open database behind `db` (its driver, LISTEN). */
    database: Database;
  }
}

export interface DatabaseOptions {
  /** A ready, migrated database (tests). The caller owns it and closes it. */
  database?: Database;
  /** Otherwise the plugin opens one from these, migrates it, and closes it when the app closes. */
  databaseUrl: string;
  pgliteDataDir: string;
}

/** Decorates `app.db` with Drizzle over embedded PGlite or PostgreSQL (postgres-js). */
export default fp(
  async function database(app: FastifyInstance, options: DatabaseOptions) {
    let database = options.database;
    if (!database) {
      const opened = await openDatabase({
        databaseUrl: options.databaseUrl,
        pgliteDataDir: options.pgliteDataDir,
      });
      app.addHook('onClose', () => opened.close());
      await opened.migrate();
      app.log.info({ driver: opened.driver }, 'database migrated');
      database = opened;
    }
    app.decorate('db', database.db);
    app.decorate('database', database);
  },
  { name: 'database' },
);
