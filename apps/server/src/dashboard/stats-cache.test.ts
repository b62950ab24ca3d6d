import { describe, expect, it } from 'vitest';
import { createStatsCache } from './stats-cache';

const row = (id: string, used = 0) => ({ id, used });

function listeningCache(maxEntries = 10) {
  const cache = createStatsCache<{ id: string; used: number }>(maxEntries);
  cache.setListening(true);
  return cache;
}

describe('the dashboard stats cache', () => {
  it('answers what it was filled with, until the user is evicted', () => {
    const cache = listeningCache();
    cache.fill(cache.begin(), 'sub-a', row('a'));
    expect(cache.get('sub-a')).toEqual(row('a'));
    cache.evictUser('a');
    expect(cache.get('sub-a')).toBeUndefined();
  });

  it('does not store a read that began before an eviction of that user', () => {
    const cache = listeningCache();
    const before = cache.begin();
    cache.evictUser('a'); // a write committed while the read was in flight
    cache.fill(before, 'sub-a', row('a'));
    expect(cache.get('sub-a')).toBeUndefined();

    const after = cache.begin();
    cache.evictUser('b'); // someone else's write does not matter
    cache.fill(after, 'sub-a', row('a', 1));
    expect(cache.get('sub-a')).toEqual(row('a', 1));
  });

  it('does not store a read that began before the cache was emptied', () => {
    const cache = listeningCache();
    const before = cache.begin();
    cache.clear();
    cache.fill(before, 'sub-a', row('a'));
    expect(cache.get('sub-a')).toBeUndefined();
  });

  it('is bypassed and emptied while notifications are not arriving, and emptied again after', () => {
    const cache = listeningCache();
    cache.fill(cache.begin(), 'sub-a', row('a'));
    cache.setListening(false);
    expect(cache.get('sub-a')).toBeUndefined();
    cache.fill(cache.begin(), 'sub-a', row('a'));
    expect(cache.size).toBe(0);

    const duringOutage = cache.begin();
    cache.setListening(true);
    cache.fill(duringOutage, 'sub-a', row('a'));
    expect(cache.get('sub-a')).toBeUndefined();
    cache.fill(cache.begin(), 'sub-a', row('a', 2));
    expect(cache.get('sub-a')).toEqual(row('a', 2));
  });

  it('holds at most its size, dropping the least recently read', () => {
    const cache = listeningCache(2);
    cache.fill(cache.begin(), 'sub-a', row('a'));
    cache.fill(cache.begin(), 'sub-b', row('b'));
    cache.get('sub-a');
    cache.fill(cache.begin(), 'sub-c', row('c'));
    expect(cache.size).toBe(2);
    expect(cache.get('sub-b')).toBeUndefined();
    expect(cache.get('sub-a')).toEqual(row('a'));
    expect(cache.get('sub-c')).toEqual(row('c'));
  });

  it('stays correct when it forgets old evictions to stay bounded', () => {
    const cache = listeningCache(2);
    const before = cache.begin();
    cache.evictUser('a');
    cache.evictUser('b');
    cache.evictUser('c'); // forgets a's eviction, so no read older than it may be stored
    cache.fill(before, 'sub-a', row('a'));
    expect(cache.get('sub-a')).toBeUndefined();
  });
});
