// Website budgets (issue 4): Lighthouse (mobile profile) in Debian's Chromium on /, /pricing,
// /blog and one blog post, and the initial JavaScript of / (gzip). Builds nothing: run
// `npm run build` first. Starts the real server (buildApp, embedded PGlite, apps/web/dist) and the
// development identity provider (a separate process, as `npm start` runs it, so keycloak-js's
// silent check succeeds and the console stays clean) on loopback ports 19100–19199. Prints a
// Markdown table for bench/README.md and writes bench/results/web.json.
//   npm run bench:web
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildApp } from '@rewright/server/src/app';
import { loadConfig } from '@rewright/server/src/config';
import { machineDescription } from '../machine';
import { initialScripts } from './initial-scripts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const dist = path.join(root, 'apps', 'web', 'dist');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const budgets = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const initialJsBudgetBytes = 90 * 1024;

if (!existsSync(path.join(dist, 'routes.json'))) {
  throw new Error('apps/web/dist is missing or incomplete: run `npm run build` first.');
}
if (!existsSync(chromePath)) {
  throw new Error(`No Chromium at ${chromePath}: apt-get install chromium, or set CHROMIUM_PATH.`);
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function freePort(after = 19099): Promise<number> {
  for (let port = after + 1; port <= 19199; port += 1) if (await isFree(port)) return port;
  throw new Error('No free port in 19100–19199.');
}

async function waitFor(url: string, child: ChildProcess) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null)
      throw new Error(`The identity provider exited (${child.exitCode}).`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer.`);
}

const sitePort = await freePort();
const identityPort = await freePort(sitePort);
// localhost, not 127.0.0.1: the origin the identity provider allows and the canonical links name.
const origin = `http://localhost:${sitePort}`;
const identityUrl = `http://localhost:${identityPort}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rewright-bench-web-'));

const identity = spawn(process.execPath, ['--import', 'tsx', 'services/identity/src/server.ts'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    IDENTITY_PORT: String(identityPort),
    IDENTITY_PUBLIC_URL: identityUrl,
    IDENTITY_DATA_DIR: path.join(dataDir, 'identity'),
    IDENTITY_WEB_ORIGINS: origin,
    IDENTITY_LOG_LEVEL: 'warn',
  },
});
const app = await buildApp({
  config: loadConfig({
    PORT: String(sitePort),
    PUBLIC_URL: origin,
    DATA_DIR: path.join(dataDir, 'db'),
    KEYCLOAK_URL: identityUrl,
    LOG_LEVEL: 'warn',
    // Lighthouse loads each page a few times; the limiter is not what is measured.
    RATE_LIMIT_MAX: '1000000',
  }),
});

const chrome = await launch({
  chromePath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

interface PageResult {
  path: string;
  scores: Record<keyof typeof budgets, number>;
  /** Audits that lost points (score below 1), by id, for fixing. */
  failing: { id: string; title: string; score: number | null }[];
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const results: PageResult[] = [];
try {
  await app.listen({ host: '127.0.0.1', port: sitePort });
  await waitFor(`${identityUrl}/realms/rewright/.well-known/openid-configuration`, identity);

  const routes = JSON.parse(readFileSync(path.join(dist, 'routes.json'), 'utf8')) as {
    prerendered: string[];
  };
  const post = routes.prerendered.find((page) => page.startsWith('/blog/'));
  if (!post) throw new Error('routes.json lists no prerendered blog post.');

  for (const page of ['/', '/pricing', '/blog', post]) {
    // Lighthouse's defaults are the mobile profile (Moto G Power, simulated slow 4G).
    const runner = await lighthouse(`${origin}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(budgets),
    });
    if (!runner) throw new Error(`Lighthouse returned nothing for ${page}.`);
    const { categories, audits, runtimeError } = runner.lhr;
    // A run that errors scores 0 without saying why; say it, and which audits could not run.
    if (runtimeError)
      console.error(`${page}: Lighthouse ${runtimeError.code}: ${runtimeError.message}`);
    for (const audit of Object.values(audits)) {
      if (audit.errorMessage) console.error(`${page}: ${audit.id} errored: ${audit.errorMessage}`);
    }
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const categoryAudits = new Set(
      Object.values(categories).flatMap((category) =>
        category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id),
      ),
    );
    results.push({
      path: page,
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
      },
      failing: Object.values(audits)
        .filter((audit) => categoryAudits.has(audit.id) && audit.score !== null && audit.score < 1)
        .map((audit) => ({ id: audit.id, title: audit.title, score: audit.score })),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    });
  }
} finally {
  chrome.kill();
  await app.close();
  identity.kill();
  rmSync(dataDir, { recursive: true, force: true });
}

const initialJs = initialScripts(dist, '/');
const machine = machineDescription();
const pass = (value: number, budget: number) => (value >= budget ? `${value}` : `**${value}** ✗`);

console.log(`\nWebsite — Lighthouse ${lighthouseVersion()} mobile profile — ${machine}\n`);
console.log('| page | Performance | Accessibility | Best Practices | SEO | LCP | TBT | CLS |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
for (const result of results) {
  const { scores } = result;
  console.log(
    `| ${result.path} | ${pass(scores.performance, budgets.performance)} | ${pass(scores.accessibility, budgets.accessibility)} | ${pass(scores['best-practices'], budgets['best-practices'])} | ${pass(scores.seo, budgets.seo)} | ${result.lcpMs} ms | ${result.tbtMs} ms | ${result.cls} |`,
  );
}
console.log(
  `\nInitial JavaScript of / (gzip -9): ${(initialJs.totalGzipBytes / 1024).toFixed(1)} KiB ` +
    `(budget ${initialJsBudgetBytes / 1024} KiB) in ${initialJs.files.length} files\n`,
);
for (const file of initialJs.files) {
  console.log(`  ${(file.gzipBytes / 1024).toFixed(1).padStart(6)} KiB  ${file.path}`);
}
for (const result of results) {
  if (result.failing.length === 0) continue;
  console.log(`\n${result.path} — audits below full marks:`);
  for (const audit of result.failing) console.log(`  ${audit.id} (${audit.score}): ${audit.title}`);
}

mkdirSync(path.join(here, '..', 'results'), { recursive: true });
writeFileSync(
  path.join(here, '..', 'results', 'web.json'),
  `${JSON.stringify({ date: new Date().toISOString(), machine, budgets, initialJs, pages: results }, null, 2)}\n`,
);

function lighthouseVersion(): string {
  const file = path.join(root, 'node_modules', 'lighthouse', 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}
