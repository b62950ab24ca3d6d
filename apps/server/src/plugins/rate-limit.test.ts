import { ErrorBodySchema } from '@rewright/contracts';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';

const limitedRoute = '/api/v1/plans/configs/public';

describe('rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '2' } });
  });
  afterAll(() => t.close());

  const call = (remoteAddress?: string) =>
    t.app.inject({ method: 'GET', url: limitedRoute, ...(remoteAddress ? { remoteAddress } : {}) });

  it('answers 429 in the error shape once an IP passes the limit on /api', async () => {
    expect((await call()).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(200);

    const limited = await call();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    const { error } = ErrorBodySchema.parse(limited.json());
    expect(error.code).toBe('rate_limited');
    expect(error.message).toMatch(/^Too many requests\. Try again in .+\.$/);
  });

  it('counts per client IP', async () => {
    expect((await call('10.0.0.7')).statusCode).toBe(200);
  });

  it('still answers the health check and a signed webhook from an IP past its limit', async () => {
    const address = '10.0.0.9';
    for (let i = 0; i < 3; i++) await call(address);
    expect((await call(address)).statusCode).toBe(429);

    for (let i = 0; i < 5; i++) {
      const health = await t.app.inject({
        method: 'GET',
        url: '/api/v1/health',
        remoteAddress: address,
      });
      expect(health.statusCode).toBe(200);
    }
    const payload = JSON.stringify({
      id: 'evt_after_burst',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1' } },
    });
    for (let i = 0; i < 5; i++) {
      const signature = new Stripe('sk_test_rewright_local').webhooks.generateTestHeaderString({
        payload,
        secret: 'whsec_rewright_local',
      });
      const webhook = await t.app.inject({
        method: 'POST',
        url: '/api/v1/stripe/webhook',
        remoteAddress: address,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
      expect(webhook.statusCode).toBe(200);
      expect(webhook.json()).toEqual({ received: true });
    }
  });

  it('ignores X-Forwarded-For without TRUST_PROXY: one peer is one bucket, whatever it claims', async () => {
    const forwarded = (client: string) =>
      t.app.inject({
        method: 'GET',
        url: limitedRoute,
        remoteAddress: '10.0.0.10',
        headers: { 'x-forwarded-for': client },
      });
    expect((await forwarded('203.0.113.1')).statusCode).toBe(200);
    expect((await forwarded('203.0.113.2')).statusCode).toBe(200);
    expect((await forwarded('203.0.113.3')).statusCode).toBe(429);
  });

  it('does not limit the website', async () => {
    for (let i = 0; i < 4; i++) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/features',
        remoteAddress: '10.0.0.8',
      });
      expect(response.statusCode).toBe(503); // no site build in this test app, but never 429
    }
  });
});

describe('rate limit behind a trusted proxy (TRUST_PROXY)', () => {
  let t: TestApp;
  const proxy = '10.1.0.5';
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '2', TRUST_PROXY: '10.1.0.0/24' } });
  });
  afterAll(() => t.close());

  const through = (remoteAddress: string, client: string) =>
    t.app.inject({
      method: 'GET',
      url: limitedRoute,
      remoteAddress,
      headers: { 'x-forwarded-for': client },
    });

  it('gives each client the proxy forwards for its own bucket', async () => {
    for (const client of ['198.51.100.1', '198.51.100.2']) {
      expect((await through(proxy, client)).statusCode).toBe(200);
      expect((await through(proxy, client)).statusCode).toBe(200);
    }
    expect((await through(proxy, '198.51.100.1')).statusCode).toBe(429);
    expect((await through(proxy, '198.51.100.3')).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const direct = '192.0.2.44';
    expect((await through(direct, '198.51.100.10')).statusCode).toBe(200);
    expect((await through(direct, '198.51.100.11')).statusCode).toBe(200);
    expect((await through(direct, '198.51.100.12')).statusCode).toBe(429);
  });
});
