import { ErrorBodySchema } from '@rewright/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';

let t: TestApp | undefined;
afterEach(() => t?.close());

const view = { analyticsId: 'site-1', path: '/pricing', title: 'Pricing | Rewright', referrer: '' };
const send = (app: TestApp, payload: object) =>
  app.app.inject({ method: 'POST', url: '/api/v1/analytics/page-views', payload });

describe('POST /api/v1/analytics/page-views', () => {
  it('accepts a page view for the configured id', async () => {
    t = await createTestApp({ env: { ANALYTICS_ID: 'site-1' } });
    const response = await send(t, view);
    expect(response.statusCode).toBe(204);
  });

  it('is refused with 404 while analytics is off', async () => {
    t = await createTestApp();
    const response = await send(t, view);
    expect(response.statusCode).toBe(404);
    expect(ErrorBodySchema.parse(response.json()).error.message).toBe('Analytics is not enabled.');
  });

  it('refuses another site id and a path carrying a query string', async () => {
    t = await createTestApp({ env: { ANALYTICS_ID: 'site-1' } });
    expect((await send(t, { ...view, analyticsId: 'other' })).statusCode).toBe(400);
    const withQuery = await send(t, { ...view, path: '/?code=abc&state=x' });
    expect(withQuery.statusCode).toBe(400);
    expect(withQuery.json().error.code).toBe('invalid_input');
  });
});
