import { describe, expect, it } from 'vitest';
import { freeFailures, LoginThrottle, throttleKeyOf } from './login-throttle.js';

const at = (ms: number) => new Date(Date.UTC(2025, 0, 1) + ms);

describe('LoginThrottle', () => {
  it('allows the first few failures, then locks with growing delays', () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < freeFailures - 1; i++) throttle.recordFailure('k', at(0));
    expect(throttle.retryAfterMs('k', at(0))).toBe(0);

    throttle.recordFailure('k', at(0));
    expect(throttle.retryAfterMs('k', at(0))).toBe(30_000);
    expect(throttle.retryAfterMs('k', at(30_000))).toBe(0);

    throttle.recordFailure('k', at(30_000));
    expect(throttle.retryAfterMs('k', at(30_000))).toBe(60_000);
  });

  it('is per key and cleared by a success', () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < freeFailures; i++) throttle.recordFailure('alice', at(0));
    expect(throttle.retryAfterMs('bob', at(0))).toBe(0);
    throttle.reset('alice');
    expect(throttle.retryAfterMs('alice', at(0))).toBe(0);
  });

  it('forgets failures after a quiet quarter of an hour', () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < freeFailures - 1; i++) throttle.recordFailure('carol', at(0));
    throttle.recordFailure('carol', at(16 * 60_000));
    expect(throttle.retryAfterMs('carol', at(16 * 60_000))).toBe(0);
  });
});

describe('throttleKeyOf', () => {
  it('is the account for every spelling of a login that names one', () => {
    const account = { id: 'u-1' };
    expect(throttleKeyOf('demo', account)).toBe(throttleKeyOf('demo@rewright.dev', account));
  });

  it('is the normalised login when no account matches', () => {
    expect(throttleKeyOf(' Mallory ', undefined)).toBe(throttleKeyOf('mallory', undefined));
    expect(throttleKeyOf('Jose\u0301', undefined)).toBe(throttleKeyOf('jos\u00e9', undefined));
    // A login typed like an account id must not share that account's count.
    expect(throttleKeyOf('u-1', undefined)).not.toBe(throttleKeyOf('x', { id: 'u-1' }));
  });
});
