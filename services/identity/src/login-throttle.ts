/**
 * Slows down password guessing per username (whether or not the account exists, so the
 * lock itself reveals nothing). The first few mistakes are free; after that each failure
 * locks the name for twice as long as the last, up to 15 minutes. In memory: a restart
 * forgives, which is fine for a development stand-in.
 */
export const freeFailures = 5;
const firstLockMs = 30_000;
const maxLockMs = 15 * 60_000;
// A quiet quarter of an hour after the last failure wipes the slate.
const forgetAfterMs = 15 * 60_000;

interface Failures {
  count: number;
  lastAt: number;
  lockedUntil: number;
}

export class LoginThrottle {
  private readonly failures = new Map<string, Failures>();

  /** Milliseconds until the name may try again; 0 when it may try now. */
  retryAfterMs(username: string, now: Date): number {
    const entry = this.current(username, now);
    return entry ? Math.max(0, entry.lockedUntil - now.getTime()) : 0;
  }

  recordFailure(username: string, now: Date): void {
    const key = username.trim().toLowerCase();
    const entry = this.current(username, now) ?? { count: 0, lastAt: 0, lockedUntil: 0 };
    entry.count += 1;
    entry.lastAt = now.getTime();
    if (entry.count >= freeFailures) {
      const lockMs = Math.min(firstLockMs * 2 ** (entry.count - freeFailures), maxLockMs);
      entry.lockedUntil = now.getTime() + lockMs;
    }
    this.failures.set(key, entry);
  }

  reset(username: string): void {
    this.failures.delete(username.trim().toLowerCase());
  }

  private current(username: string, now: Date): Failures | undefined {
    const key = username.trim().toLowerCase();
    const entry = this.failures.get(key);
    if (
      entry &&
      now.getTime() - entry.lastAt > forgetAfterMs &&
      now.getTime() > entry.lockedUntil
    ) {
      this.failures.delete(key);
      return undefined;
    }
    return entry;
  }
}
