#!/usr/bin/env node
// `npm start` / `npm run dev`: builds what is missing, then runs every local process of Rewright
// (identity provider, API + website server, and with --dev the Vite dev server) until Ctrl-C.
// It installs nothing: `npm install` must have run.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isWebBuildStale } from './web-build.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const isDev = process.argv.includes('--dev');
// The services log pino JSON (what a log collector wants); a person at a terminal wants one short line.
const levels = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };

if (!existsSync(join(root, 'node_modules', 'tsx'))) {
  console.error('Dependencies are missing. Run `npm install` first, then `npm start`.');
  process.exit(1);
}

// Ports and the URLs derived from them; every value can be overridden by the variable of the same name.
const port = process.env.PORT ?? '8001';
const identityPort = process.env.IDENTITY_PORT ?? '8080';
const paymentsPort = process.env.PAYMENTS_PORT ?? '12111';
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
const keycloakUrl = process.env.KEYCLOAK_URL ?? `http://localhost:${identityPort}`;
const devOrigin = 'http://localhost:5173';
const sharedEnv = {
  ...process.env,
  PORT: port,
  PUBLIC_URL: publicUrl,
  KEYCLOAK_URL: keycloakUrl,
  IDENTITY_PORT: identityPort,
  IDENTITY_PUBLIC_URL: process.env.IDENTITY_PUBLIC_URL ?? keycloakUrl,
  PAYMENTS_PORT: paymentsPort,
  PAYMENTS_PUBLIC_URL: process.env.PAYMENTS_PUBLIC_URL ?? `http://localhost:${paymentsPort}`,
  STRIPE_API_URL: process.env.STRIPE_API_URL ?? `http://localhost:${paymentsPort}`,
  PAYMENTS_WEBHOOK_URL: process.env.PAYMENTS_WEBHOOK_URL ?? `${publicUrl}/api/v1/stripe/webhook`,
  IDENTITY_WEB_ORIGINS:
    process.env.IDENTITY_WEB_ORIGINS ??
    [publicUrl, `http://127.0.0.1:${port}`, devOrigin].join(','),
};

const tsx = ['--import', 'tsx'];
const processes = [
  {
    name: 'identity',
    args: [...tsx, 'services/identity/src/server.ts'],
    ready: `${keycloakUrl}/realms/rewright/.well-known/openid-configuration`,
  },
  {
    name: 'server',
    args: [...tsx, 'apps/server/src/server.ts'],
    ready: `${publicUrl}/api/v1/health`,
  },
];
// The card-payment emulator joins once its workspace exists.
if (existsSync(join(root, 'services', 'payments', 'src', 'server.ts'))) {
  processes.unshift({
    name: 'payments',
    args: [...tsx, 'services/payments/src/server.ts'],
    ready: `http://localhost:${paymentsPort}/`,
  });
}
if (isDev) {
  processes.push({
    name: 'vite',
    args: [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), '--strictPort', '--port', '5173'],
    cwd: join(root, 'apps', 'web'),
    ready: devOrigin,
  });
}

const busy = await busyPorts([
  port,
  identityPort,
  ...(processes.some((p) => p.name === 'payments') ? [paymentsPort] : []),
  ...(isDev ? ['5173'] : []),
]);
if (busy.length > 0) {
  console.error(
    `Port ${busy.join(' and ')} ${busy.length > 1 ? 'are' : 'is'} already in use — is Rewright already running? ` +
      'Stop it, or choose other ports with PORT and IDENTITY_PORT.',
  );
  process.exit(1);
}

if (!isDev && isWebBuildStale(root)) {
  console.log('Building the website (apps/web/dist is missing or older than its sources)…');
  await run('npm', ['run', 'build', '--workspace', 'apps/web']);
}

const children = processes.map(startProcess);
let stopping = false;
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
// Whatever ends this launcher, it never leaves a service running without it.
process.on('exit', () => children.forEach((child) => child.kill('SIGTERM')));

try {
  await Promise.all(processes.map((p) => waitForUrl(p.name, p.ready)));
} catch (error) {
  console.error(String(error instanceof Error ? error.message : error));
  stopAll(1);
}
if (!stopping) printBanner();

function startProcess(definition) {
  const child = spawn(process.execPath, definition.args, {
    cwd: definition.cwd ?? root,
    env: sharedEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  prefixLines(child.stdout, definition.name, process.stdout);
  prefixLines(child.stderr, definition.name, process.stderr);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[${definition.name}] stopped unexpectedly (${signal ?? `exit code ${code}`}).`);
    stopAll(1);
  });
  return child;
}

function prefixLines(stream, name, target) {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) target.write(`[${name}] ${readableLogLine(line)}\n`);
  });
  stream.on('end', () => pending && target.write(`[${name}] ${pending}\n`));
}

function readableLogLine(line) {
  let entry;
  try {
    entry = JSON.parse(line);
  } catch {
    return line;
  }
  if (typeof entry !== 'object' || entry === null || !('msg' in entry)) return line;
  const request = entry.req ? ` ${entry.req.method} ${entry.req.url}` : '';
  const status = entry.res ? ` ${entry.res.statusCode}` : '';
  const error = entry.err?.message ? ` — ${entry.err.message}` : '';
  return `${levels[entry.level] ?? entry.level} ${entry.msg}${request}${status}${error}`;
}

function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  const alive = children.filter((child) => child.exitCode === null && child.signalCode === null);
  for (const child of alive) child.kill('SIGTERM');
  // A child that ignores SIGTERM for 5 s is killed, so Ctrl-C always ends everything.
  const force = setTimeout(() => alive.forEach((child) => child.kill('SIGKILL')), 5000);
  force.unref();
  Promise.all(alive.map((child) => new Promise((done) => child.once('exit', done)))).then(() =>
    process.exit(exitCode),
  );
}

// A fresh embedded database migrates at first start: seconds on an idle machine, over a minute on
// a loaded one (the e2e config waits 180 s for the whole stack).
async function waitForUrl(name, url, timeoutMs = 150_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopping) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      // The health route answers 503 while a dependency is still starting; any answer means it listens.
      if (response.status < 500 || response.status === 503) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  if (!stopping)
    throw new Error(`[${name}] did not answer at ${url} within ${timeoutMs / 1000} s.`);
}

async function busyPorts(candidates) {
  const checks = candidates.map(
    (candidate) =>
      new Promise((resolve) => {
        const probe = createServer();
        probe.once('error', () => resolve(candidate));
        probe.listen(Number(candidate), '127.0.0.1', () => probe.close(() => resolve(undefined)));
      }),
  );
  return (await Promise.all(checks)).filter(Boolean);
}

function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: process.env });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${code})`)),
    );
  });
}

function printBanner() {
  const site = isDev ? devOrigin : publicUrl;
  console.log(
    [
      '',
      'Rewright is running.',
      `  Website           ${site}`,
      `  API docs          ${publicUrl}/api/v1/docs`,
      `  Identity provider ${keycloakUrl}/realms/rewright (reset links: ${keycloakUrl}/realms/rewright/dev/reset-links)`,
      ...(processes.some((p) => p.name === 'payments')
        ? [`  Payment emulator  http://localhost:${paymentsPort} (test card 4242 4242 4242 4242)`]
        : []),
      '  Demo account      username demo, password rewright-demo',
      '',
      'Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
}
