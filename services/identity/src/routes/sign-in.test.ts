import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, type JSONWebKeySet } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionCookieValue } from '../browser-session.js';
import { freeFailures } from '../login-throttle.js';
import { invalidCredentialsMessage } from '../pages/sign-in-page.js';
import { paths } from '../paths.js';
import {
  callbackParams,
  CookieJar,
  createAuthorization,
  createTestIdentity,
  exchangeCode,
  issuer,
  signIn,
  signInForTokens,
  webRedirectUri,
  type TestIdentity,
} from '../test-harness.js';
import type { TokenResponse } from '../tokens.js';

let identity: TestIdentity;
beforeEach(async () => {
  identity = await createTestIdentity();
});
afterEach(() => identity.close());

describe('sign-in form', () => {
  it('renders the fields, links and brokers, with a strict CSP and no framing', async () => {
    const attempt = createAuthorization({ login_hint: 'demo@rewright.dev' });
    const response = await identity.app.inject(`${paths.authorize}?${attempt.query}`);
    expect(response.statusCode).toBe(200);
    // Prettier formats the templates, so compare text with whitespace collapsed.
    const page = response.body.replace(/\s+/g, ' ');
    expect(page).toContain('<label for="field-username">Username or email</label>');
    expect(page).toContain('<label for="field-password">Password</label>');
    expect(page).toContain('value="demo@rewright.dev"');
    expect(page).toMatch(/<button[^>]*type="submit">Sign In<\/button>/);
    expect(page).toContain('Forgot password?');
    expect(page).toContain(`href="${paths.registrations}?`);
    expect(page).toContain('Sign in with Google');
    expect(page).toContain('Sign in with Microsoft');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['content-security-policy']).not.toContain('script-src');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('escapes what the request carries', async () => {
    const attempt = createAuthorization({ login_hint: '"><script>alert(1)</script>' });
    const page = (await identity.app.inject(`${paths.authorize}?${attempt.query}`)).body;
    expect(page).not.toContain('<script>alert(1)');
    expect(page).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('says "Invalid username or password." and keeps the username', async () => {
    const jar = new CookieJar();
    const attempt = createAuthorization();
    const response = await signIn(identity, jar, attempt, {
      username: 'demo',
      password: 'wrong-password',
    });
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain(`role="alert">${invalidCredentialsMessage}`);
    expect(response.body).toContain('value="demo"');
    expect(jar.get('KEYCLOAK_IDENTITY')).toBeUndefined();
  });

  it('refuses a post without the form token (login CSRF)', async () => {
    const attempt = createAuthorization();
    const response = await identity.app.inject({
      method: 'POST',
      url: `${paths.authenticate}?${attempt.query}`,
      payload: { username: 'demo', password: 'rewright-demo' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
  });

  it('slows down repeated failures for a username, even with the right password', async () => {
    const jar = new CookieJar();
    const attempt = createAuthorization();
    for (let i = 0; i < freeFailures; i++) {
      await signIn(identity, jar, attempt, { username: 'demo', password: `wrong-${i}` });
    }
    const locked = await signIn(identity, jar, attempt);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('30');
    expect(locked.body).toContain('Too many failed sign-in attempts. Try again in 1 minute.');

    identity.clock.advanceSeconds(31);
    expect((await signIn(identity, jar, attempt)).statusCode).toBe(302);
  });

  it('counts failures per account, however the login is spelled', async () => {
    const jar = new CookieJar();
    const attempt = createAuthorization();
    const spellings = ['demo', 'DEMO', 'demo@rewright.dev', ' Demo@Rewright.DEV ', 'Demo'];
    for (let i = 0; i < freeFailures; i++) {
      const failed = await signIn(identity, jar, attempt, {
        username: spellings[i % spellings.length]!,
        password: `wrong-${i}`,
      });
      expect(failed.statusCode).toBe(401);
    }
    for (const username of spellings) {
      const locked = await signIn(identity, jar, attempt, { username, password: 'rewright-demo' });
      expect(locked.statusCode).toBe(429);
    }
  });

  it('counts an unknown login per normalised name, locking it like an account', async () => {
    const jar = new CookieJar();
    const attempt = createAuthorization();
    const spellings = ['nobody', 'NOBODY', ' Nobody '];
    for (let i = 0; i < freeFailures; i++) {
      const username = spellings[i % spellings.length]!;
      await signIn(identity, jar, attempt, { username, password: `wrong-${i}` });
    }
    const locked = await signIn(identity, jar, attempt, { username: 'nobody', password: 'x' });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('30');
    // Another name, and the real account, are untouched.
    expect((await signIn(identity, jar, attempt)).statusCode).toBe(302);
  });

  it('shows the broker explanation for Google and Microsoft', async () => {
    for (const [hint, name] of [
      ['google', 'Google'],
      ['microsoft', 'Microsoft'],
    ]) {
      const attempt = createAuthorization({ kc_idp_hint: hint });
      const page = (await identity.app.inject(`${paths.authorize}?${attempt.query}`)).body;
      expect(page).toContain(
        `Signing in with ${name} is not available in the local identity provider.`,
      );
      expect(page).toContain('deploy/keycloak/realm-rewright.json');
      expect(page).toContain('Back to sign in');
    }
  });
});

describe('authorization code flow', () => {
  it('goes from the form post to verified tokens carrying Keycloak claims and the nonce', async () => {
    const jar = new CookieJar();
    const attempt = createAuthorization();
    const response = await signIn(identity, jar, attempt);

    expect(response.statusCode).toBe(302);
    const location = response.headers.location as string;
    expect(location.startsWith(`${webRedirectUri}#`)).toBe(true);
    const callback = callbackParams(location);
    expect(callback.get('state')).toBe(attempt.state);
    expect(callback.get('iss')).toBe(issuer);
    const sid = callback.get('session_state')!;

    // SSO cookies exactly as the login-status iframe expects them.
    expect(jar.get('KEYCLOAK_IDENTITY')).toBe(sid);
    expect(jar.get('KEYCLOAK_SESSION')).toBe(sessionCookieValue(sid));
    const identityCookie = response.cookies.find((c) => c.name === 'KEYCLOAK_IDENTITY')!;
    expect(identityCookie).toMatchObject({
      httpOnly: true,
      path: '/realms/rewright/',
      sameSite: 'Lax',
    });
    const sessionCookie = response.cookies.find((c) => c.name === 'KEYCLOAK_SESSION')!;
    expect(sessionCookie.httpOnly).toBeFalsy();

    const tokenResponse = await exchangeCode(identity, attempt, callback.get('code')!);
    expect(tokenResponse.statusCode).toBe(200);
    expect(tokenResponse.headers['cache-control']).toBe('no-store');
    const tokens = tokenResponse.json<TokenResponse>();
    expect(tokens).toMatchObject({
      token_type: 'Bearer',
      expires_in: 300,
      refresh_expires_in: 1800,
      session_state: sid,
    });

    const jwks = createLocalJWKSet((await identity.app.inject(paths.certs)).json<JSONWebKeySet>());
    const verify = (token: string) =>
      jwtVerify(token, jwks, { issuer, currentDate: identity.clock.now() });
    const iat = Math.floor(identity.clock.now().getTime() / 1000);

    const access = await verify(tokens.access_token);
    expect(access.protectedHeader).toMatchObject({ alg: 'RS256', kid: expect.any(String) });
    expect(access.payload).toMatchObject({
      iss: issuer,
      aud: ['rewright-api', 'account'],
      azp: 'rewright-web',
      typ: 'Bearer',
      sid,
      iat,
      exp: iat + 300,
      auth_time: iat,
      preferred_username: 'demo',
      email: 'demo@rewright.dev',
      email_verified: true,
      given_name: 'Demo',
      family_name: 'User',
      name: 'Demo User',
      realm_access: { roles: ['default-roles-rewright', 'offline_access', 'uma_authorization'] },
      resource_access: { account: { roles: expect.arrayContaining(['view-profile']) } },
      scope: 'openid profile email',
    });
    expect(access.payload.sub).toMatch(/^[0-9a-f-]{36}$/);
    expect(access.payload.jti).toEqual(expect.any(String));

    const id = await verify(tokens.id_token);
    expect(id.payload).toMatchObject({
      aud: 'rewright-web',
      typ: 'ID',
      nonce: attempt.nonce,
      sid,
      sub: access.payload.sub,
      at_hash: expect.any(String),
    });

    const refreshToken = await verify(tokens.refresh_token);
    expect(refreshToken.payload).toMatchObject({
      typ: 'Refresh',
      sid,
      azp: 'rewright-web',
      exp: iat + 1800,
    });
    expect(decodeProtectedHeader(tokens.refresh_token).kid).toBe(access.protectedHeader.kid);
  });

  it('answers in the query when response_mode=query', async () => {
    const attempt = createAuthorization({
      response_mode: 'query',
      redirect_uri: `${webRedirectUri}?tab=1`,
    });
    const response = await signIn(identity, new CookieJar(), attempt);
    const url = new URL(response.headers.location as string);
    expect(url.hash).toBe('');
    expect(url.searchParams.get('tab')).toBe('1');
    expect(url.searchParams.get('code')).toEqual(expect.any(String));
  });

  it('signs in by email, and the desktop client on a loopback port', async () => {
    const attempt = createAuthorization({
      client_id: 'rewright-desktop',
      redirect_uri: 'http://127.0.0.1:49152/callback',
      response_mode: 'query',
    });
    const response = await signIn(identity, new CookieJar(), attempt, {
      username: 'Demo@Rewright.dev',
      password: 'rewright-demo',
    });
    expect(response.headers.location).toMatch(/^http:\/\/127\.0\.0\.1:49152\/callback\?/);
    const code = callbackParams(response.headers.location as string).get('code')!;
    const tokens = await identity.app.inject({
      method: 'POST',
      url: paths.token,
      payload: {
        grant_type: 'authorization_code',
        code,
        client_id: 'rewright-desktop',
        redirect_uri: attempt.redirectUri,
        code_verifier: attempt.verifier,
      },
    });
    expect(tokens.statusCode).toBe(200);
  });

  it('reuses the SSO session without the form, unless prompt=login', async () => {
    const jar = new CookieJar();
    await signIn(identity, jar, createAuthorization());

    const again = await identity.app.inject({
      url: `${paths.authorize}?${createAuthorization().query}`,
      headers: jar.header(),
    });
    expect(again.statusCode).toBe(302);
    expect(callbackParams(again.headers.location as string).get('code')).toEqual(
      expect.any(String),
    );

    const forced = await identity.app.inject({
      url: `${paths.authorize}?${createAuthorization({ prompt: 'login' }).query}`,
      headers: jar.header(),
    });
    expect(forced.statusCode).toBe(200);
    expect(forced.body).toContain('Sign in to your account');
  });

  it('asks for the password again when the sign-in is older than max_age', async () => {
    const jar = new CookieJar();
    await signIn(identity, jar, createAuthorization());
    identity.clock.advanceSeconds(120);
    const response = await identity.app.inject({
      url: `${paths.authorize}?${createAuthorization({ max_age: '60' }).query}`,
      headers: jar.header(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Sign in to your account');
  });

  it('keeps sign-ins and the signing key across a restart', async () => {
    const { tokens, jar } = await signInForTokens(identity);
    await identity.restart();
    const userinfo = await identity.app.inject({
      url: paths.userinfo,
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(userinfo.statusCode).toBe(200);
    const sso = await identity.app.inject({
      url: `${paths.authorize}?${createAuthorization({ prompt: 'none' }).query}`,
      headers: jar.header(),
    });
    expect(callbackParams(sso.headers.location as string).get('code')).toEqual(expect.any(String));
  });
});
