import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../paths.js';
import {
  createTestIdentity,
  signInForTokens,
  webOrigin,
  type TestIdentity,
} from '../test-harness.js';

let identity: TestIdentity;
beforeEach(async () => {
  identity = await createTestIdentity();
});
afterEach(() => identity.close());

describe('userinfo', () => {
  it('returns the claims for a bearer token (keycloak-js writes "bearer")', async () => {
    const { tokens } = await signInForTokens(identity);
    const response = await identity.app.inject({
      url: paths.userinfo,
      headers: { authorization: `bearer ${tokens.access_token}`, origin: webOrigin },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      sub: expect.any(String),
      preferred_username: 'demo',
      email: 'demo@rewright.dev',
      email_verified: true,
      given_name: 'Demo',
      family_name: 'User',
      name: 'Demo User',
    });
    expect(response.headers['access-control-allow-origin']).toBe(webOrigin);
    expect(response.headers['access-control-allow-credentials']).toBe('true');
  });

  it('answers 401 without a token, with a bad one and once the token expired', async () => {
    const { tokens } = await signInForTokens(identity);
    expect((await identity.app.inject(paths.userinfo)).statusCode).toBe(401);
    const forged = await identity.app.inject({
      url: paths.userinfo,
      headers: { authorization: `Bearer ${tokens.access_token.slice(0, -4)}AAAA` },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ error: 'invalid_token' });
    expect(forged.headers['www-authenticate']).toContain('Bearer');

    identity.clock.advanceSeconds(301);
    const expired = await identity.app.inject({
      url: paths.userinfo,
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(expired.statusCode).toBe(401);
  });

  it('refuses an ID token as a bearer', async () => {
    const { tokens } = await signInForTokens(identity);
    const response = await identity.app.inject({
      url: paths.userinfo,
      headers: { authorization: `Bearer ${tokens.id_token}` },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('account', () => {
  it('returns the Keycloak profile as JSON for loadUserProfile()', async () => {
    const { tokens } = await signInForTokens(identity);
    const response = await identity.app.inject({
      url: paths.account,
      headers: {
        accept: 'application/json',
        authorization: `bearer ${tokens.access_token}`,
        origin: webOrigin,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.any(String),
      username: 'demo',
      email: 'demo@rewright.dev',
      firstName: 'Demo',
      lastName: 'User',
      emailVerified: true,
      attributes: {},
    });
    expect(response.headers['access-control-allow-origin']).toBe(webOrigin);
  });

  it('answers 401 JSON without a token', async () => {
    const response = await identity.app.inject({
      url: paths.account,
      headers: { accept: 'application/json' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'invalid_token' });
  });

  it('allows the preflight with the Authorization header', async () => {
    const response = await identity.app.inject({
      method: 'OPTIONS',
      url: paths.account,
      headers: { origin: webOrigin, 'access-control-request-headers': 'authorization' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-headers']).toContain('Authorization');
    expect(response.headers['access-control-allow-origin']).toBe(webOrigin);
  });

  it('shows an HTML account page for accountManagement(), linking back to a valid referrer_uri only', async () => {
    const { jar } = await signInForTokens(identity);
    const query = new URLSearchParams({
      referrer: 'rewright-web',
      referrer_uri: `${webOrigin}/profile`,
    });
    const page = await identity.app.inject({
      url: `${paths.account}?${query}`,
      headers: { ...jar.header(), accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Your account');
    expect(page.body).toContain('demo@rewright.dev');
    expect(page.body).toContain(`href="${webOrigin}/profile">Back to Rewright</a>`);

    const evil = new URLSearchParams({
      referrer: 'rewright-web',
      referrer_uri: 'https://evil.example/',
    });
    const guarded = await identity.app.inject({
      url: `${paths.account}?${evil}`,
      headers: { ...jar.header(), accept: 'text/html' },
    });
    expect(guarded.body).not.toContain('evil.example');
  });

  it('tells a signed-out visitor to sign in from the application', async () => {
    const page = await identity.app.inject({
      url: paths.account,
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('You are not signed in.');
  });
});
