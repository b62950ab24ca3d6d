// One benchmarked Rewright server, in its own process (forked by load.ts with an IPC channel).
// It builds the app as server.ts does, on embedded PGlite in a fresh DATA_DIR or on
// BENCH_DATABASE_URL, registers a user, and tells its parent the origin and a token. While the
// load runs it samples its own event-loop delay: "nothing else stalls while the database works".
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '@rewright/server/src/app';
import { loadConfig } from '@rewright/server/src/config';
import { embeddedDataDir, openDatabase } from '@rewright/server/src/db/database';
import { createTestTokens } from '@rewright/server/src/identity/test-tokens';

const port = Number(process.env.BENCH_PORT);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rewright-bench-'));
const tokens = await createTestTokens();
const config = loadConfig({
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
  LOG_LEVEL: 'warn',
  // The bench measures the server, not the limiter protecting it (the most it accepts).
  RATE_LIMIT_MAX: '1000000',
});
// As server.ts does: the database opens and migrates before the app is built.
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  pgliteDataDir: embeddedDataDir(config.DATA_DIR),
});
await database.migrate();
const app = await buildApp({
  config,
  database,
  getKey: tokens.getKey,
  fetch: async () => new Response('{}', { status: 200 }),
});
const origin = await app.listen({ host: '127.0.0.1', port });

// A fresh identity each run, so reruns on one PostgreSQL database do not collide.
const sub = `bench-${process.pid}-${Date.now()}`;
const token = await tokens.mint({ sub, email: `${sub}@example.com`, preferred_username: sub });
const registered = await app.inject({
  method: 'POST',
  url: '/api/v1/auth/register',
  headers: { authorization: `Bearer ${token}` },
  payload: { email: `${sub}@example.com`, username: sub, keycloak_id: sub },
});
if (registered.statusCode !== 201) throw new Error(`bench sign-up failed: ${registered.body}`);

const delay = monitorEventLoopDelay({ resolution: 10 });
process.on('message', async (message: { type: string }) => {
  if (message.type === 'measure') {
    delay.reset();
    delay.enable();
  } else if (message.type === 'report') {
    delay.disable();
    process.send!({
      type: 'report',
      loopDelayP99Ms: delay.percentile(99) / 1e6,
      loopDelayMaxMs: delay.max / 1e6,
    });
  } else if (message.type === 'stop') {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  }
});
process.send!({ type: 'ready', origin, token });
