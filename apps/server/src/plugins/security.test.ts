import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';

/**
 * The security headers are written out in security.ts (helmet 8's defaults and the site's CSP),
 * built once instead of per request: every answer carries all of them, whatever its status.
 */
const expected = {
  'content-security-policy':
    "default-src 'self';script-src 'self';style-src 'self';style-src-attr 'unsafe-inline';" +
    "img-src 'self' data:;font-src 'self';connect-src 'self' http://localhost:8080;" +
    "frame-src 'self' http://localhost:8080;form-action 'self' http://localhost:8080;" +
    "frame-ancestors 'self';base-uri 'self';object-src 'none'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_MAX: '3' } });
});
afterAll(() => t.close());

describe('security headers', () => {
  it('are on a 200, a 401, a 404 and a 429 alike', async () => {
    const get = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: '10.0.0.3' });
    const answers = [
      await get('/api/v1/plans/configs/public'),
      await get('/api/v1/dashboard/stats_website'),
      await get('/api/v1/no-such-route'),
    ];
    let limited = await get('/api/v1/plans/configs/public');
    for (let i = 0; i < 5 && limited.statusCode !== 429; i++) {
      limited = await get('/api/v1/plans/configs/public');
    }
    answers.push(limited);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 404, 429]);
    for (const answer of answers) {
      expect(answer.headers).toMatchObject(expected);
      expect(answer.headers['x-powered-by']).toBeUndefined();
    }
  });
});
