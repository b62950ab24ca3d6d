import { ErrorBodySchema } from '@rewright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_MAX: '2' } });
});
afterAll(() => t.close());

describe('rate limit', () => {
  it('answers 429 in the error shape once an IP passes the limit on /api', async () => {
    const call = () => t.app.inject({ method: 'GET', url: '/api/v1/health' });
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
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      remoteAddress: '10.0.0.7',
    });
    expect(response.statusCode).toBe(200);
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
