import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../paths.js';
import {
  callbackParams,
  CookieJar,
  createAuthorization,
  createTestIdentity,
  formTokenOf,
  getPage,
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

/** Presses "Logout" on the confirmation page, sending what the page's form carries. */
const confirm = async (jar: CookieJar, page: string) => {
  const fields = new URLSearchParams();
  for (const [, name, value] of page.matchAll(/type="hidden" name="([^"]+)" value="([^"]*)"/g))
    fields.set(name!, value!.replace(/&amp;/g, '&'));
  expect(fields.get('form_token')).toBe(formTokenOf(page));
  const response = await identity.app.inject({
    method: 'POST',
    url: paths.logoutConfirm,
    headers: { ...jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    payload: fields.toString(),
  });
  jar.store(response);
  return response;
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
    const page = await getPage(identity, jar, `${paths.logout}?${query}`);
    expect(page.body).not.toContain('href="https://evil.example');
    const response = await confirm(jar, page.body);
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

describe('logout without proof that the app asked (Keycloak asks to confirm)', () => {
  it('GET without id_token_hint asks "Do you want to log out?" and ends nothing yet', async () => {
    const { jar } = await signInForTokens(identity);
    const query = new URLSearchParams({
      client_id: 'rewright-web',
      post_logout_redirect_uri: `${webOrigin}/`,
      state: 'st-1',
    });
    const page = await getPage(identity, jar, `${paths.logout}?${query}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers.location).toBeUndefined();
    expect(page.body).toContain('Logging out');
    expect(page.body).toContain('Do you want to log out?');
    expect(page.body).toContain(`action="${paths.logoutConfirm}"`);
    expect(page.body).toContain('>Logout</button>');
    expect(page.body).toContain(`href="${webOrigin}/"`); // Back to application
    expect(page.cookies.find((c) => c.name === 'KEYCLOAK_IDENTITY')).toBeUndefined();
    expect((await silentCheck(jar)).get('code')).toBeTruthy();

    const response = await confirm(jar, page.body);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${webOrigin}/?state=st-1`);
    expectCookiesCleared(response);
    expect((await silentCheck(jar)).get('error')).toBe('login_required');
  });

  it('POST without id_token_hint asks too', async () => {
    const { jar } = await signInForTokens(identity);
    const response = await identity.app.inject({
      method: 'POST',
      url: paths.logout,
      headers: { ...jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ client_id: 'rewright-web' }).toString(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Do you want to log out?');
    expect((await silentCheck(jar)).get('code')).toBeTruthy();
  });

  it('refuses a confirmation posted without the form token (from another site)', async () => {
    const { jar } = await signInForTokens(identity);
    const response = await identity.app.inject({
      method: 'POST',
      url: paths.logoutConfirm,
      headers: { ...jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ client_id: 'rewright-web' }).toString(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('This page expired. Please try again.');
    expect(response.body).toContain('Do you want to log out?');
    expect((await silentCheck(jar)).get('code')).toBeTruthy();
  });

  it('asks when the hint is not an ID token of the browser session', async () => {
    const { jar, tokens } = await signInForTokens(identity);
    // An ID token of another sign-in (say, the attacker's own) proves nothing about this browser.
    const other = await signInForTokens(identity, new CookieJar());
    for (const hint of [other.tokens.id_token, tokens.access_token, tokens.refresh_token]) {
      const query = new URLSearchParams({ id_token_hint: hint });
      const page = await getPage(identity, jar, `${paths.logout}?${query}`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Do you want to log out?');
    }
    expect((await silentCheck(jar)).get('code')).toBeTruthy();
  });
});
