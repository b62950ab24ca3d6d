import {
  ErrorBodySchema,
  TermsAcceptedSchema,
  TermsContentSchema,
  TermsFullInfoSchema,
} from '@rewright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { termsVersions } from '../db/schema';
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

describe('GET /api/v1/terms/full-info and POST /api/v1/terms/accept-terms', () => {
  const fullInfo = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/v1/terms/full-info', headers });
  const accept = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/terms/accept-terms', headers, payload });

  it('need a token', async () => {
    expect((await fullInfo({})).statusCode).toBe(401);
    expect((await accept({}, { user_id: 'x' })).statusCode).toBe(401);
  });

  it('accept the latest version (201), answer 409 on a repeat, and ask again for a new version', async () => {
    const ada = await t.signUp('terms-ada');
    const before = TermsFullInfoSchema.parse((await fullInfo(ada.headers)).json());
    expect(before.content.version).toBe('1.0');
    expect(before.acceptance_status.accepted).toBe(false);

    const accepted = await accept(ada.headers, { user_id: 'terms-ada' });
    expect(accepted.statusCode).toBe(201);
    expect(TermsAcceptedSchema.parse(accepted.json()).version).toBe('1.0');
    expect(
      TermsFullInfoSchema.parse((await fullInfo(ada.headers)).json()).acceptance_status.accepted,
    ).toBe(true);

    const again = await accept(ada.headers, { user_id: ada.userId });
    expect(again.statusCode).toBe(409);
    expect(ErrorBodySchema.parse(again.json()).error.code).toBe('conflict');

    await t.database.db.insert(termsVersions).values({
      version: '1.1',
      content: 'Changed terms.',
      publishedAt: new Date(Date.now() + 1000),
    });
    const after = TermsFullInfoSchema.parse((await fullInfo(ada.headers)).json());
    expect(after).toMatchObject({
      content: { version: '1.1', content: 'Changed terms.' },
      acceptance_status: { accepted: false, accepted_at: null },
    });
    expect((await accept(ada.headers, { user_id: ada.userId })).statusCode).toBe(201);
  });

  it("refuses someone else's user id (403) and a missing one (400)", async () => {
    const grace = await t.signUp('terms-grace');
    const other = await accept(grace.headers, { user_id: 'terms-ada' });
    expect(other.statusCode).toBe(403);
    expect((await accept(grace.headers, {})).statusCode).toBe(400);
  });
});
