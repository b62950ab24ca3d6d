import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('TRUST_PROXY', () => {
  it('is off when empty, else the listed addresses, ranges and named ranges', () => {
    expect(loadConfig({}).TRUST_PROXY).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: ' ' }).TRUST_PROXY).toEqual([]);
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,::1,fd00::/8,loopback' }).TRUST_PROXY,
    ).toEqual(['10.0.0.0/8', '192.168.1.7', '::1', 'fd00::/8', 'loopback']);
  });

  it('refuses a hop count and anything that is not an address or range, naming the entry', () => {
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(
      'TRUST_PROXY: "1" is a hop count; name the proxies\' addresses instead',
    );
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      'TRUST_PROXY: "true" is not an IP address or CIDR range',
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(
      'TRUST_PROXY: "10.0.0.0/33" has a prefix length outside 0–32',
    );
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow(
      'TRUST_PROXY: "proxy.internal" is not an IP address or CIDR range',
    );
  });
});
