// API load benchmark: the real server (buildApp, embedded PGlite, the built website) on a loopback
// port, driven by autocannon for a bounded time per endpoint. Prints a Markdown table for
// bench/README.md and writes bench/results/api.json.
//   npm run bench:api            (build the website first: npm run build)
//   BENCH_SECONDS=5 BENCH_CONNECTIONS=10 npm run bench:api
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { buildApp } from '@rewright/server/src/app';
import { loadConfig } from '@rewright/server/src/config';
import { createTestTokens } from '@rewright/server/src/identity/test-tokens';
import { machineDescription } from '../machine';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const here = path.dirname(fileURLToPath(import.meta.url));

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rewright-bench-'));
const tokens = await createTestTokens();
const app = await buildApp({
  config: loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // The bench measures the server, not the limiter protecting it.
    RATE_LIMIT_MAX: '1000000',
  }),
  getKey: tokens.getKey,
  // The health route's identity-provider probe answers at once, so the route measures the server.
  fetch: async () => new Response('{}', { status: 200 }),
});
const origin = await app.listen({ host: '127.0.0.1', port: 0 });

const token = await tokens.mint({ sub: 'bench-user', email: 'bench@example.com' });
const bearer = { authorization: `Bearer ${token}` };
await app.inject({
  method: 'POST',
  url: '/api/v1/auth/register',
  headers: bearer,
  payload: { email: 'bench@example.com', username: 'bench', keycloak_id: 'bench-user' },
});

const endpoints = [
  { name: 'GET / (prerendered home)', path: '/' },
  { name: 'GET /api/v1/health (database query)', path: '/api/v1/health' },
  {
    name: 'GET /api/v1/auth/me (token check + database)',
    path: '/api/v1/auth/me',
    headers: bearer,
  },
];

const rows = [];
for (const endpoint of endpoints) {
  const result = await autocannon({
    url: `${origin}${endpoint.path}`,
    headers: endpoint.headers ?? {},
    connections,
    duration: seconds,
  });
  rows.push({
    endpoint: endpoint.name,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  });
}

await app.close();
rmSync(dataDir, { recursive: true, force: true });

const machine = machineDescription();
console.log(`\nAPI load — ${connections} connections, ${seconds} s per endpoint — ${machine}\n`);
console.log('| endpoint | requests/s | p50 latency | p99 latency | non-2xx | errors |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const row of rows) {
  console.log(
    `| ${row.endpoint} | ${row.requestsPerSecond} | ${row.latencyP50Ms} ms | ${row.latencyP99Ms} ms | ${row.non2xx} | ${row.errors} |`,
  );
}
mkdirSync(path.join(here, '..', 'results'), { recursive: true });
writeFileSync(
  path.join(here, '..', 'results', 'api.json'),
  `${JSON.stringify({ date: new Date().toISOString(), machine, connections, seconds, rows }, null, 2)}\n`,
);
