import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideDevPages, describeDevPages } from './dev-pages.js';

const serviceRoot = fileURLToPath(new URL('..', import.meta.url));
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'identity-start-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** A port nothing listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts `src/server.ts` as `npm start` does and answers the first log entry whose message matches
 * `pattern` (pino JSON lines on stdout), then stops the process.
 */
async function startAndReadLog(env: Record<string, string>, pattern: RegExp) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serviceRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((done) => child.once('exit', done));
  try {
    return await new Promise<Record<string, unknown>>((resolve, reject) => {
      let pending = '';
      child.stdout.setEncoding('utf8');
      child.stdout.on('data', (chunk: string) => {
        const lines = (pending + chunk).split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) {
          if (!line.startsWith('{')) continue;
          const entry = JSON.parse(line) as Record<string, unknown>;
          if (typeof entry.msg === 'string' && pattern.test(entry.msg)) resolve(entry);
        }
      });
      child.once('exit', (code) => reject(new Error(`the stand-in stopped (exit code ${code})`)));
    });
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

describe('server.ts', () => {
  it('says at start-up whether the reset-links page is served, and why', async () => {
    const port = await freePort();
    const entry = await startAndReadLog(
      {
        IDENTITY_HOST: '127.0.0.1',
        IDENTITY_PORT: String(port),
        IDENTITY_PUBLIC_URL: `http://localhost:${port}`,
        IDENTITY_DATA_DIR: dataDir,
        IDENTITY_DEV_PAGES: 'auto',
        IDENTITY_LOG_LEVEL: 'info',
      },
      /^Identity provider ready/,
    );
    const expected = describeDevPages(decideDevPages('auto', '127.0.0.1'));
    expect(expected).toMatch(/^development pages \(reset links\) on: /);
    expect(entry.msg).toBe(
      `Identity provider ready (realm rewright; demo user: demo / rewright-demo); ${expected}`,
    );
    expect(entry.devPages).toBe(true);
  }, 60_000);
});
