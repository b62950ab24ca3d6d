import { describe, expect, it } from 'vitest';
import { freeFailures, LoginThrottle } from './login-throttle.js';

const at = (ms: number) => new Date(Date.UTC(2025, 0, 1) + ms);

describe('LoginThrottle', () => {
  it('allows the first few failures, then locks with growing delays', () => {
    const throttle = new LoginThrottle();
    for (let i = 0; i < freeFailures - 1; i++) throttle.recordFailure('Demo', at(0));
    expect(throttle.retryAfterMs('demo', at(0))).toBe(0);

    throttle.recordFailure('demo', at(0));
    expect(throttle.retryAfterMs('DEMO', at(0))).toBe(30_000);
    expect(throttle.retryAfterMs('demo', at(30_000))).toBe(0);

    throttle.recordFailure('demo', at(30_000));
    expect(throttle.retryAfterMs('demo', at(30_000))).toBe(60_000);
  });

  it('is per username and cleared by a success', () => {
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
