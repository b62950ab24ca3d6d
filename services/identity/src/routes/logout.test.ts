import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../paths.js';
import {
  callbackParams,
  type CookieJar,
  createAuthorization,
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

const silentCheck = async (jar: CookieJar) => {
  const response = await identity.app.inject({
    url: `${paths.authorize}?${createAuthorization({ prompt: 'none' }).query}`,
    headers: jar.header(),
  });
  return callbackParams(response.headers.location as string);
};

const expectCookiesCleared = (response: { cookies: { name: string; value: string }[] }) => {
  for (const name of ['KEYCLOAK_IDENTITY', 'KEYCLOAK_SESSION']) {
    expect(response.cookies.find((cookie) => cookie.name === name)?.value).toBe('');
  }
};

describe('logout', () => {
  it('GET ends the session, clears the cookies and redirects to an allowed URI', async () => {
    const { jar, tokens } = await signInForTokens(identity);
    const query = new URLSearchParams({
      client_id: 'rewright-web',
      post_logout_redirect_uri: `${webOrigin}/`,
      id_token_hint: tokens.id_token,
    });
    const response = await identity.app.inject({
      url: `${paths.logout}?${query}`,
      headers: jar.header(),
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${webOrigin}/`);
    expectCookiesCleared(response);

    // Even a browser that kept the old cookie is signed out: the session is gone.
    expect((await silentCheck(jar)).get('error')).toBe('login_required');
  });

  it('POST form does the same (logoutMethod: "POST")', async () => {
    const { jar, tokens } = await signInForTokens(identity);
    const response = await identity.app.inject({
      method: 'POST',
      url: paths.logout,
      headers: { ...jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        id_token_hint: tokens.id_token,
        client_id: 'rewright-web',
        post_logout_redirect_uri: `${webOrigin}/pricing`,
      }).toString(),
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${webOrigin}/pricing`);
    expectCookiesCleared(response);
    jar.store(response);
    expect((await silentCheck(jar)).get('error')).toBe('login_required');
  });

  it('does not follow a disallowed redirect but still signs out', async () => {
    const { jar } = await signInForTokens(identity);
    const query = new URLSearchParams({
      client_id: 'rewright-web',
      post_logout_redirect_uri: 'https://evil.example/',
    });
    const response = await identity.app.inject({
      url: `${paths.logout}?${query}`,
      headers: jar.header(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).toContain('You are signed out');
    expectCookiesCleared(response);
    expect((await silentCheck(jar)).get('error')).toBe('login_required');
  });

  it('shows "You are signed out" without a redirect URI', async () => {
    const response = await identity.app.inject(paths.logout);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('You are signed out');
  });

  it('ends the session named by the ID token hint even without the cookie', async () => {
    const { jar, tokens } = await signInForTokens(identity);
    identity.clock.advanceSeconds(600); // the hint has expired: still accepted
    const query = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: `${webOrigin}/`,
    });
    const response = await identity.app.inject(`${paths.logout}?${query}`);
    expect(response.headers.location).toBe(`${webOrigin}/`);
    expect((await silentCheck(jar)).get('error')).toBe('login_required');
  });
});
