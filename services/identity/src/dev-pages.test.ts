import { describe, expect, it } from 'vitest';
import { decideDevPages, describeDevPages, isLoopbackHost } from './dev-pages.js';

describe('isLoopbackHost', () => {
  it.each(['127.0.0.1', '127.0.1.1', 'localhost', 'LOCALHOST', '::1'])('%s is loopback', (host) =>
    expect(isLoopbackHost(host)).toBe(true),
  );
  it.each(['0.0.0.0', '::', '192.168.1.10', 'id.example.com', '127.0.0.1.example.com'])(
    '%s is not',
    (host) => expect(isLoopbackHost(host)).toBe(false),
  );
});

describe('decideDevPages', () => {
  it('serves them by default only on loopback, and says why', () => {
    expect(decideDevPages('auto', '127.0.0.1')).toEqual({
      enabled: true,
      reason: 'IDENTITY_HOST=127.0.0.1 is loopback',
    });
    const open = decideDevPages('auto', '0.0.0.0');
    expect(open.enabled).toBe(false);
    expect(describeDevPages(open)).toBe(
      'development pages (reset links) off: IDENTITY_HOST=0.0.0.0 is not loopback (IDENTITY_DEV_PAGES=true turns them on)',
    );
  });

  it('follows an explicit switch, warning when it opens them beyond loopback', () => {
    expect(decideDevPages('false', '127.0.0.1').enabled).toBe(false);
    expect(decideDevPages('true', 'localhost')).toEqual({
      enabled: true,
      reason: 'IDENTITY_DEV_PAGES=true',
    });
    const forced = decideDevPages('true', '0.0.0.0');
    expect(forced.enabled).toBe(true);
    expect(describeDevPages(forced)).toContain('anyone who reaches it can take over any account');
  });
});
