import { TermsContentSchema } from '@rewright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/v1/terms/content', () => {
  it('answers the current terms without sign-in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/terms/content' });
    expect(response.statusCode).toBe(200);
    const terms = TermsContentSchema.parse(response.json());
    expect(terms.version).toBe('1.0');
    expect(terms.content).toContain('One credit converts one test case.');
  });
});
