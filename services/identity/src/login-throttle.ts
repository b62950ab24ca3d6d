import type { User } from './users.js';

/**
 * Slows down password guessing per account. A login that names an existing account counts
 * against that account however it was typed (username, email, any letter case), so an attacker
 * gets one budget per account, not one per spelling. A login that names no account counts
 * against its normalised text, so unknown names lock exactly like known ones and the lock
 * reveals nothing. The first few mistakes are free; after that each failure locks for twice as
 * long as the last, up to 15 minutes. In memory: a restart forgives, which is fine for a
 * development stand-in.
 */
export const freeFailures = 5;
const firstLockMs = 30_000;
const maxLockMs = 15 * 60_000;
// A quiet quarter of an hour after the last failure wipes the slate.
const forgetAfterMs = 15 * 60_000;

/** What failures are counted against: the account when the login names one, else the login. */
export function throttleKeyOf(login: string, user: Pick<User, 'id'> | undefined): string {
  return user ? `account:${user.id}` : `login:${login.normalize('NFC').trim().toLowerCase()}`;
}

interface Failures {
  count: number;
  lastAt: number;
  lockedUntil: number;
}

export class LoginThrottle {
  private readonly failures = new Map<string, Failures>();

  /** Milliseconds until the key may try again; 0 when it may try now. */
  retryAfterMs(key: string, now: Date): number {
    const entry = this.current(key, now);
    return entry ? Math.max(0, entry.lockedUntil - now.getTime()) : 0;
  }

  recordFailure(key: string, now: Date): void {
    const entry = this.current(key, now) ?? { count: 0, lastAt: 0, lockedUntil: 0 };
    entry.count += 1;
    entry.lastAt = now.getTime();
    if (entry.count >= freeFailures) {
      const lockMs = Math.min(firstLockMs * 2 ** (entry.count - freeFailures), maxLockMs);
      entry.lockedUntil = now.getTime() + lockMs;
    }
    this.failures.set(key, entry);
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private current(key: string, now: Date): Failures | undefined {
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
