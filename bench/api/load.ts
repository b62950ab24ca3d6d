// API load benchmark (issue 10 "The API under load"): each server in its own process, this process
// only generates load (autocannon) — bare Fastify first as the yardstick, then the real server
// (buildApp, the built website) on embedded PGlite and, with BENCH_DATABASE_URL, on PostgreSQL.
// Prints a Markdown table for bench/README.md and writes bench/results/api.json.
//   npm run bench:api                                   (build the website first: npm run build)
//   BENCH_SECONDS=5 BENCH_CONNECTIONS=100 BENCH_DATABASE_URL=postgres://… npm run bench:api
// Servers listen on 127.0.0.1 ports BENCH_PORT (default 8750) and the two after it.
// BENCH_CPU_PROFILE_DIR=dir: each server writes a V8 CPU profile there (node --cpu-prof) when it
// stops, for Chrome DevTools or speedscope.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { machineDescription } from '../machine';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const basePort = Number(process.env.BENCH_PORT ?? 8750);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
const profileDir = process.env.BENCH_CPU_PROFILE_DIR ?? '';
const here = path.dirname(fileURLToPath(import.meta.url));

interface Server {
  child: ChildProcess;
  origin: string;
  token: string;
}

interface ServerReport {
  loopDelayP99Ms?: number;
  loopDelayMaxMs?: number;
}

function start(script: string, port: number, env: Record<string, string> = {}): Promise<Server> {
  const child = fork(path.join(here, script), {
    execArgv: [
      '--import',
      'tsx',
      ...(profileDir ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(profileDir)] : []),
    ],
    env: { ...process.env, ...env, BENCH_PORT: String(port) },
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message: { origin: string; token: string }) =>
      resolve({ child, origin: message.origin, token: message.token }),
    );
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code} before ready`)));
  });
}

function ask(server: Server, type: 'measure' | 'report'): Promise<ServerReport> {
  server.child.send({ type });
  if (type === 'measure') return Promise.resolve({});
  return new Promise((resolve) => server.child.once('message', resolve));
}

async function stop(server: Server) {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.send({ type: 'stop' });
  await exited;
}

interface Row {
  server: string;
  endpoint: string;
  requestsPerSecond: number;
  ofBare: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  loopDelayMaxMs: number | undefined;
  non2xx: number;
  errors: number;
}

const rows: Row[] = [];
let bareRate = 0;

async function measure(
  server: Server,
  label: string,
  endpoint: { name: string; path: string; signedIn?: boolean },
) {
  // A short warm-up (JIT, caches, connection pool) that is not counted.
  await autocannon({
    url: `${server.origin}${endpoint.path}`,
    connections,
    duration: 1,
    ...auth(),
  });
  await ask(server, 'measure');
  const result = await autocannon({
    url: `${server.origin}${endpoint.path}`,
    connections,
    duration: seconds,
    ...auth(),
  });
  const report = await ask(server, 'report');
  const rate = Math.round(result.requests.average);
  if (label === 'bare Fastify') bareRate = rate;
  rows.push({
    server: label,
    endpoint: endpoint.name,
    requestsPerSecond: rate,
    ofBare: bareRate === 0 ? 1 : rate / bareRate,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    loopDelayMaxMs: report.loopDelayMaxMs,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  });
  function auth() {
    return endpoint.signedIn ? { headers: { authorization: `Bearer ${server.token}` } } : {};
  }
}

const endpoints = [
  { name: 'GET / (prerendered home)', path: '/' },
  { name: 'GET /api/v1/plans/configs/public', path: '/api/v1/plans/configs/public' },
  {
    name: 'GET /api/v1/dashboard/stats_website',
    path: '/api/v1/dashboard/stats_website',
    signedIn: true,
  },
  { name: 'GET /api/v1/health (database query)', path: '/api/v1/health' },
];

const bare = await start('serve-bare.ts', basePort);
await measure(bare, 'bare Fastify', { name: 'GET / (constant JSON)', path: '/' });
await stop(bare);

const legs: { label: string; env: Record<string, string> }[] = [
  { label: 'Rewright, PGlite', env: { BENCH_DATABASE_URL: '' } },
  ...(databaseUrl
    ? [{ label: 'Rewright, PostgreSQL', env: { BENCH_DATABASE_URL: databaseUrl } }]
    : []),
];
for (const [index, leg] of legs.entries()) {
  const server = await start('serve-app.ts', basePort + 1 + index, leg.env);
  for (const endpoint of endpoints) await measure(server, leg.label, endpoint);
  await stop(server);
}

const machine = machineDescription();
console.log(`\nAPI load — ${connections} connections, ${seconds} s per endpoint — ${machine}\n`);
console.log(
  '| server | endpoint | requests/s | × bare Fastify | p50 latency | p99 latency | server event-loop delay, max | non-2xx | errors |',
);
console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|');
for (const row of rows) {
  const loop = row.loopDelayMaxMs === undefined ? '–' : `${row.loopDelayMaxMs.toFixed(1)} ms`;
  console.log(
    `| ${row.server} | ${row.endpoint} | ${row.requestsPerSecond} | ${row.ofBare.toFixed(2)} | ${row.latencyP50Ms} ms | ${row.latencyP99Ms} ms | ${loop} | ${row.non2xx} | ${row.errors} |`,
  );
}
mkdirSync(path.join(here, '..', 'results'), { recursive: true });
writeFileSync(
  path.join(here, '..', 'results', 'api.json'),
  `${JSON.stringify({ date: new Date().toISOString(), machine, connections, seconds, rows }, null, 2)}\n`,
);
