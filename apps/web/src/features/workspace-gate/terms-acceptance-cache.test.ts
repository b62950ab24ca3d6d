// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createTermsAcceptanceCache } from './terms-acceptance-cache';

describe('terms acceptance cache', () => {
  it('remembers the acceptance of the current user only, and forgets it when the user changes', () => {
    const cache = createTermsAcceptanceCache();
    cache.markAccepted('u-1');
    expect(cache.isAccepted('u-1')).toBe(true);
    expect(cache.isAccepted('u-2')).toBe(false);

    cache.resetUnless('u-1');
    expect(cache.isAccepted('u-1')).toBe(true);
    cache.resetUnless('u-2');
    expect(cache.isAccepted('u-1')).toBe(false);
  });

  it('forgets the acceptance on sign-out', () => {
    const cache = createTermsAcceptanceCache();
    cache.markAccepted('u-1');
    cache.resetUnless(null);
    expect(cache.isAccepted('u-1')).toBe(false);
  });

  it('tells its subscribers about every change, right after it', async () => {
    const cache = createTermsAcceptanceCache();
    const listener = vi.fn();
    const unsubscribe = cache.subscribe(listener);
    cache.markAccepted('u-1');
    cache.markAccepted('u-1');
    expect(cache.acceptedBy()).toBe('u-1');
    cache.resetUnless(null);
    expect(listener).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    cache.markAccepted('u-2');
    await Promise.resolve();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
