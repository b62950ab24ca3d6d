import { ErrorBodySchema } from '@rewright/contracts';
import { base64url } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // A route that only echoes who the token says the caller is.
  t.app.get(
    '/api/v1/test/identity',
    { onRequest: t.app.authenticate },
    async (request) => request.identity,
  );
});
afterAll(() => t.close());

const callWith = (authorization?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/test/identity',
    headers: authorization === undefined ? {} : { authorization },
  });

async function expectUnauthenticated(authorization: string | undefined, message: RegExp) {
  const response = await callWith(authorization);
  expect(response.statusCode).toBe(401);
  const body = ErrorBodySchema.parse(response.json());
  expect(body.error.code).toBe('unauthenticated');
  expect(body.error.message).toMatch(message);
}

describe('authenticate', () => {
  it('accepts a valid token and exposes the identity', async () => {
    const response = await callWith(`Bearer ${await t.tokens.mint({ sub: 'user-1' })}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      sub: 'user-1',
      email: 'ada@example.com',
      username: 'ada',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
  });

  it('accepts the desktop client and ignores the JOSE typ header', async () => {
    const token = await t.tokens.mint({ azp: 'rewright-desktop' }, { typ: 'at+jwt' });
    expect((await callWith(`Bearer ${token}`)).statusCode).toBe(200);
  });

  it('accepts an audience given as one string, as Keycloak writes a single audience', async () => {
    const token = await t.tokens.mint({ aud: 'rewright-api' });
    expect((await callWith(`Bearer ${token}`)).statusCode).toBe(200);
  });

  it('refuses a token without aud, and one whose audience is configured differently', async () => {
    await expectUnauthenticated(
      `Bearer ${await t.tokens.mint({ aud: undefined })}`,
      /meant for another service/,
    );
    const other = await createTestApp({ env: { KEYCLOAK_AUDIENCE: 'billing-api' } });
    other.app.get('/t', { onRequest: other.app.authenticate }, async () => 'ok');
    const response = await other.app.inject({
      method: 'GET',
      url: '/t',
      headers: { authorization: `Bearer ${await other.tokens.mint()}` },
    });
    expect(response.statusCode).toBe(401);
    await other.close();
  });

  it('refuses a request without a token', async () => {
    await expectUnauthenticated(undefined, /Sign in to continue/);
  });

  it('refuses an Authorization header that is not a bearer token', async () => {
    await expectUnauthenticated('Basic YWRhOnNlY3JldA==', /must have the form "Bearer <token>"/);
  });

  it('refuses a malformed token', async () => {
    await expectUnauthenticated('Bearer not-a-jwt', /malformed/);
  });

  it('refuses an expired token', async () => {
    const expired = await t.tokens.mint({}, { expiresAt: Math.floor(Date.now() / 1000) - 600 });
    await expectUnauthenticated(
      `Bearer ${expired}`,
      /^Your session has expired\. Sign in again\.$/,
    );
  });

  it('refuses a token from another issuer', async () => {
    const token = await t.tokens.mint({}, { issuer: 'http://localhost:8080/realms/other' });
    await expectUnauthenticated(`Bearer ${token}`, /different identity provider/);
  });

  it('refuses a token issued to a client that may not call the API', async () => {
    await expectUnauthenticated(
      `Bearer ${await t.tokens.mint({ azp: 'some-other-app' })}`,
      /issued to an application/,
    );
  });

  it('refuses a token without azp', async () => {
    await expectUnauthenticated(
      `Bearer ${await t.tokens.mint({ azp: undefined })}`,
      /issued to an application/,
    );
  });

  it('refuses a tampered payload', async () => {
    const [header, payload, signature] = (await t.tokens.mint({ sub: 'user-1' })).split('.');
    const claims = JSON.parse(new TextDecoder().decode(base64url.decode(payload!)));
    const forged = base64url.encode(JSON.stringify({ ...claims, sub: 'admin' }));
    await expectUnauthenticated(
      `Bearer ${header}.${forged}.${signature}`,
      /signature .* is not valid/,
    );
  });

  it('refuses a token signed with a key the identity provider does not hold', async () => {
    await expectUnauthenticated(
      `Bearer ${await t.tokens.mintWithForeignKey()}`,
      /signature .* is not valid/,
    );
  });

  it('refuses an unsigned token (alg: none)', async () => {
    const [, payload] = (await t.tokens.mint()).split('.');
    const header = base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }));
    await expectUnauthenticated(
      `Bearer ${header}.${payload}.`,
      /not signed with an accepted algorithm/,
    );
  });
});
