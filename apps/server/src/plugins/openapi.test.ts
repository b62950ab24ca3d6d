import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('OpenAPI', () => {
  it('describes the routes from their zod schemas at /api/v1/docs/json', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/health',
        '/api/v1/auth/me',
        '/api/v1/auth/register',
        '/api/v1/plans/configs/public',
        '/api/v1/contact/submit',
        '/api/v1/terms/content',
        '/api/v1/downloads/{platform}/link',
        '/api/v1/downloads/{platform}/file',
        '/api/v1/auth/update_profile',
        '/api/v1/terms/full-info',
        '/api/v1/terms/accept-terms',
        '/api/v1/dashboard/stats_website',
        '/api/v1/dashboard/stats',
        '/api/v1/credits/packages',
        '/api/v1/credits/consume',
        '/api/v1/stripe/health',
        '/api/v1/stripe/create-checkout-session',
        '/api/v1/stripe/verify-payment',
        '/api/v1/stripe/webhook',
        '/api/v1/payment-history/user/{userId}',
        '/api/v1/payment-history/',
      ]),
    );
    expect(document.paths['/api/v1/downloads/{platform}/link'].post.tags).toEqual(['downloads']);
    expect(Object.keys(document.paths)).not.toContain('/*');
    const body =
      document.paths['/api/v1/auth/register'].post.requestBody.content['application/json'].schema;
    // E-mail, username and names come from the token: the body declares only what it lacks.
    expect(Object.keys(body.properties)).toEqual(['contact_number', 'company', 'role']);
  });

  it('declares the plan configs 304 as an answer without a body, and register no 403', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/v1/docs/json' })).json();
    for (const path of ['/api/v1/plans/configs/public', '/api/v1/plans/configs']) {
      const notModified = document.paths[path].get.responses['304'];
      expect(notModified.description, path).toMatch(/^Not modified/);
      expect(notModified, path).not.toHaveProperty('content');
    }
    expect(Object.keys(document.paths['/api/v1/auth/register'].post.responses)).toEqual([
      '200',
      '201',
      '400',
      '401',
    ]);
  });

  it('serves the docs page and its scripts under the docs CSP, without upgrading http requests', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    // Every script of the page is a same-origin file, so script-src 'self' lets it run.
    expect(response.body).toContain('<script src="./static/swagger-ui-bundle.js"');
    expect(response.body).not.toMatch(/<script>/);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).toContain('validator.swagger.io');
    expect(csp).not.toContain('upgrade-insecure-requests');

    const bundle = await t.app.inject({
      method: 'GET',
      url: '/api/v1/docs/static/swagger-ui-bundle.js',
    });
    expect(bundle.statusCode).toBe(200);
  });
});
