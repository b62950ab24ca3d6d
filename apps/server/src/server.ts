import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig, type Config } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { embeddedDataDir, openDatabase, type Database } from './db/database';

// The only file that listens. Config is read once here; a bad value stops start-up with its name.
let config: Config;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// The database opens and migrates before the app is built (however long a first start of the
// embedded one takes) and before anything listens. The embedded database refuses a second process
// (db/data-dir-lock.ts): say who holds it and stop.
let database: Database;
try {
  database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDataDir: embeddedDataDir(config.DATA_DIR),
  });
} catch (error) {
  if (error instanceof DataDirLockedError) console.error(error.message);
  else console.error('Could not open the database:', error);
  process.exit(1);
}
let app: FastifyInstance;
try {
  await database.migrate();
  app = await buildApp({ config, database });
} catch (error) {
  console.error('Could not start the server:', error);
  await database.close();
  process.exit(1);
}
app.log.info({ driver: database.driver }, 'database migrated');

let shuttingDown = false;
async function shutDown(signal: NodeJS.Signals) {
  if (shuttingDown) return;
  shuttingDown = true;
  app.log.info({ signal }, 'shutting down');
  try {
    // Stops accepting connections and lets in-flight requests finish; then the database closes.
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.once('SIGINT', shutDown);
process.once('SIGTERM', shutDown);

try {
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    `Rewright is running at ${config.PUBLIC_URL} (API ${config.PUBLIC_URL}/api/v1, docs ${config.PUBLIC_URL}/api/v1/docs)`,
  );
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  await app.close();
  await database.close();
  process.exit(1);
}
