import { randomBytes } from 'node:crypto';
import { link, open, readFile, rename, unlink } from 'node:fs/promises';
import os from 'node:os';

/**
 * The embedded database may be opened by one process only: two PGlite instances on one folder
 * each keep their own copy in memory and overwrite each other's files (issue 10: one person
 * registered twice, rows gone after shutdown). The holder writes `{ pid, host, startedAt }` to a
 * lock file created with O_EXCL; the file outlives a crash, so a lock whose process is gone (or
 * whose pid now belongs to another process) is stale and taken over.
 */
export interface LockHolder {
  pid: number;
  host: string;
  /** ISO time the holder started. */
  startedAt: string;
  /** The holder process's start time as the kernel counts it (Linux), to tell a reused pid apart. */
  processStart?: string;
  /** Identifies this acquisition, so a takeover never removes a newer lock by mistake. */
  token: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The embedded database ${lockPath.replace(/\.lock$/, '')} is in use by process ${holder.pid} on ` +
        `${holder.host} (started ${holder.startedAt}). Only one server may use a DATA_DIR: stop that ` +
        `one first, give this one another DATA_DIR, or set DATABASE_URL to share a PostgreSQL ` +
        `database between instances.` +
        (holder.host === os.hostname()
          ? ''
          : ` If that process is gone for good, delete ${lockPath}.`),
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  /** Removes the lock file if it is still ours. */
  release(): Promise<void>;
}

/** Lock files this process holds: its own pid in a lock file is then no previous life of it. */
const heldHere = new Set<string>();

/** Takes the lock at `lockPath` or throws DataDirLockedError naming the live holder. */
export async function acquireDataDirLock(lockPath: string): Promise<DataDirLock> {
  const me: LockHolder = {
    pid: process.pid,
    host: os.hostname(),
    startedAt: new Date(Date.now() - process.uptime() * 1000).toISOString(),
    processStart: await readProcessStart(process.pid),
    token: randomBytes(12).toString('hex'),
  };
  // A few rounds: each lost race (another starter taking or freeing the lock) costs one.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (await tryCreate(lockPath, me)) {
      heldHere.add(lockPath);
      return {
        release: async () => {
          heldHere.delete(lockPath);
          await releaseIfOurs(lockPath, me.token);
        },
      };
    }
    const holder = await readHolder(lockPath);
    if (!holder) continue; // removed in between, or half written by a starter that just died
    if (await isAlive(holder, heldHere.has(lockPath))) {
      throw new DataDirLockedError(lockPath, holder);
    }
    await removeStale(lockPath, holder);
  }
  const holder = await readHolder(lockPath);
  if (holder) throw new DataDirLockedError(lockPath, holder);
  throw new Error(`Could not take the lock ${lockPath}: other processes keep racing for it.`);
}

async function tryCreate(lockPath: string, me: LockHolder): Promise<boolean> {
  let file;
  try {
    file = await open(lockPath, 'wx', 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    await file.writeFile(`${JSON.stringify(me)}\n`);
    await file.sync();
  } finally {
    await file.close();
  }
  return true;
}

async function readHolder(lockPath: string): Promise<LockHolder | undefined> {
  try {
    const holder = JSON.parse(await readFile(lockPath, 'utf8')) as LockHolder;
    return typeof holder.pid === 'number' && typeof holder.token === 'string' ? holder : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Alive: same host and the pid answers with the start time it recorded. A lock from another host
 * (a shared network folder) cannot be checked from here, so it counts as alive.
 */
async function isAlive(holder: LockHolder, isHeldHere: boolean): Promise<boolean> {
  if (holder.host !== os.hostname()) return true;
  // Our own pid in a lock we do not hold is a previous life of this container or machine.
  if (holder.pid === process.pid) return isHeldHere;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
    // EPERM: the process exists under another user.
  }
  if (holder.processStart === undefined) return true;
  const start = await readProcessStart(holder.pid);
  return start === undefined || start === holder.processStart;
}

/**
 * Moves exactly the stale generation aside: rename is atomic, and if a racing starter had already
 * replaced it with a live lock, that lock is put back.
 */
async function removeStale(lockPath: string, stale: LockHolder): Promise<void> {
  const aside = `${lockPath}.stale-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    await rename(lockPath, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = await readHolder(aside);
  if (moved && moved.token !== stale.token) await link(aside, lockPath).catch(() => {});
  await unlink(aside).catch(() => {});
}

async function releaseIfOurs(lockPath: string, token: string): Promise<void> {
  const holder = await readHolder(lockPath);
  if (holder?.token === token) await unlink(lockPath).catch(() => {});
}

/** Field 22 of /proc/<pid>/stat (start time since boot) plus the boot id; undefined off Linux. */
async function readProcessStart(pid: number): Promise<string | undefined> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const bootId = (await readFile('/proc/sys/kernel/random/boot_id', 'utf8')).trim();
    return `${bootId}:${fields[19]}`;
  } catch {
    return undefined;
  }
}
