import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let dataDir: string;
const started: ChildProcess[] = [];
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'rewright-lock-'));
});
afterAll(async () => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

/** A port nothing listens on right now. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

interface Run {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code, or 'listening' once the server says it runs. */
  outcome: Promise<number | 'listening'>;
}

/** `node --import tsx src/server.ts` on the shared DATA_DIR, as an operator would start it. */
async function startServer(): Promise<Run> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: String(await freePort()),
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: path.join(dataDir, 'no-site'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  const outcome = new Promise<number | 'listening'>((resolve) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Rewright is running')) resolve('listening');
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    child.on('exit', (code) => resolve(code ?? 1));
  });
  return { child, output: () => output, outcome };
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null
      ? resolve()
      : child.once('exit', () => resolve()),
  );

describe('one server process per embedded database', () => {
  it('refuses a second server on the same DATA_DIR, naming the holder, until the first is killed', async () => {
    const first = await startServer();
    expect(await first.outcome, first.output()).toBe('listening');

    const second = await startServer();
    expect(await second.outcome).not.toBe('listening');
    expect(await second.outcome).not.toBe(0);
    expect(second.output()).toContain(`in use by process ${first.child.pid} on ${os.hostname()}`);
    expect(second.output()).toMatch(/\(started \d{4}-\d\d-\d\dT/);

    // A crash leaves the lock file behind; the next start sees its process is gone and takes over.
    first.child.kill('SIGKILL');
    await exited(first.child);
    const third = await startServer();
    expect(await third.outcome, third.output()).toBe('listening');
    third.child.kill('SIGTERM');
    await exited(third.child);
    expect(third.child.exitCode).toBe(0);
  }, 180_000);
});

describe('acquireDataDirLock', () => {
  it('refuses a second holder in the same process and frees the lock on release', async () => {
    const lockPath = path.join(dataDir, 'in-process.lock');
    const lock = await acquireDataDirLock(lockPath);
    await expect(acquireDataDirLock(lockPath)).rejects.toBeInstanceOf(DataDirLockedError);
    await lock.release();
    await (await acquireDataDirLock(lockPath)).release();
  });

  it('takes over a lock whose process no longer runs, and a reused pid with another start time', async () => {
    const lockPath = path.join(dataDir, 'stale.lock');
    const holder = { host: os.hostname(), startedAt: new Date(0).toISOString(), token: 'old' };
    // A pid no process has (pid_max is at most 2^22).
    await writeFile(lockPath, JSON.stringify({ ...holder, pid: 2 ** 22 + 1 }));
    await (await acquireDataDirLock(lockPath)).release();
    // Our parent's pid is alive, but it did not start at the time this lock recorded.
    await writeFile(
      lockPath,
      JSON.stringify({ ...holder, pid: process.ppid, processStart: 'x:1' }),
    );
    const lock = await acquireDataDirLock(lockPath);
    expect(JSON.parse(await readFile(lockPath, 'utf8'))).toMatchObject({ pid: process.pid });
    await lock.release();
  });

  it('refuses a lock held on another host, saying how to clear it', async () => {
    const lockPath = path.join(dataDir, 'remote.lock');
    const remote = { pid: 1, host: 'elsewhere', startedAt: '2026-11-24T08:00:00.000Z', token: 't' };
    await writeFile(lockPath, JSON.stringify(remote));
    const refusal = await acquireDataDirLock(lockPath).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DataDirLockedError);
    expect((refusal as Error).message).toContain(
      'in use by process 1 on elsewhere (started 2026-11-24T08:00:00.000Z)',
    );
    expect((refusal as Error).message).toContain(`delete ${lockPath}`);
  });
});
