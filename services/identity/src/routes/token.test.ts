import { decodeJwt } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../paths.js';
import {
  callbackParams,
  CookieJar,
  createAuthorization,
  createTestIdentity,
  exchangeCode,
  issuer,
  refresh,
  requestToken,
  signIn,
  signInForTokens,
  webOrigin,
  type TestIdentity,
} from '../test-harness.js';
import type { TokenResponse } from '../tokens.js';

let identity: TestIdentity;
beforeEach(async () => {
  identity = await createTestIdentity();
});
afterEach(() => identity.close());

async function codeFor(attempt = createAuthorization()) {
  const response = await signIn(identity, new CookieJar(), attempt);
  return { attempt, code: callbackParams(response.headers.location as string).get('code')! };
}

const bearer = (token: string) =>
  identity.app.inject({ url: paths.userinfo, headers: { authorization: `bearer ${token}` } });

describe('authorization_code grant', () => {
  it('refuses a wrong code_verifier with invalid_grant', async () => {
    const { attempt, code } = await codeFor();
    const response = await exchangeCode(identity, { ...attempt, verifier: 'x'.repeat(64) }, code);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'PKCE verification failed: Code mismatch',
    });
  });

  it('refuses a missing code_verifier', async () => {
    const { attempt, code } = await codeFor();
    const response = await requestToken(identity, {
      code,
      grant_type: 'authorization_code',
      client_id: 'rewright-web',
      redirect_uri: attempt.redirectUri,
    });
    expect(response.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('binds the code to its redirect_uri and client', async () => {
    const first = await codeFor();
    const wrongRedirect = await exchangeCode(
      identity,
      { ...first.attempt, redirectUri: `${webOrigin}/other` },
      first.code,
    );
    expect(wrongRedirect.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Incorrect redirect_uri',
    });

    const second = await codeFor();
    const wrongClient = await requestToken(identity, {
      code: second.code,
      grant_type: 'authorization_code',
      client_id: 'rewright-desktop',
      redirect_uri: second.attempt.redirectUri,
      code_verifier: second.attempt.verifier,
    });
    expect(wrongClient.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses a reused code and revokes the tokens it bought', async () => {
    const { attempt, code } = await codeFor();
    const first = await exchangeCode(identity, attempt, code);
    expect(first.statusCode).toBe(200);
    const tokens = first.json<TokenResponse>();
    expect((await bearer(tokens.access_token)).statusCode).toBe(200);

    const replay = await exchangeCode(identity, attempt, code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ error: 'invalid_grant', error_description: 'Code not valid' });
    expect((await bearer(tokens.access_token)).statusCode).toBe(401);
    expect((await refresh(identity, tokens.refresh_token)).json()).toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('lets a code expire after a minute', async () => {
    const { attempt, code } = await codeFor();
    identity.clock.advanceSeconds(61);
    expect((await exchangeCode(identity, attempt, code)).json()).toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('answers invalid_client for an unknown client and unsupported_grant_type otherwise', async () => {
    const unknown = await requestToken(identity, {
      grant_type: 'authorization_code',
      client_id: 'nope',
      code: 'x',
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ error: 'invalid_client' });
    const password = await requestToken(identity, {
      grant_type: 'password',
      client_id: 'rewright-web',
    });
    expect(password.statusCode).toBe(400);
    expect(password.json()).toMatchObject({ error: 'unsupported_grant_type' });
  });
});

describe('audience', () => {
  const audiencesOf = (token: string) => [decodeJwt(token).aud].flat();

  it('puts the API audience in access tokens only, as the realm audience mapper does', async () => {
    const { tokens } = await signInForTokens(identity);
    const refreshed = (await refresh(identity, tokens.refresh_token)).json<TokenResponse>();
    for (const issued of [tokens, refreshed]) {
      expect(decodeJwt(issued.access_token).aud).toEqual(['rewright-api', 'account']);
      expect(decodeJwt(issued.id_token).aud).toBe('rewright-web');
      expect(decodeJwt(issued.refresh_token).aud).toBe(issuer);
      expect(audiencesOf(issued.id_token)).not.toContain('rewright-api');
      expect(audiencesOf(issued.refresh_token)).not.toContain('rewright-api');
    }
  });

  it('names the configured audience (IDENTITY_API_AUDIENCE)', async () => {
    const other = await createTestIdentity({ IDENTITY_API_AUDIENCE: 'billing-api' });
    try {
      const { tokens } = await signInForTokens(other);
      expect(decodeJwt(tokens.access_token).aud).toEqual(['billing-api', 'account']);
      expect(audiencesOf(tokens.id_token)).not.toContain('billing-api');
    } finally {
      await other.close();
    }
  });
});

describe('refresh_token grant', () => {
  it('issues new tokens and rotates the refresh token', async () => {
    const { tokens } = await signInForTokens(identity);
    identity.clock.advanceSeconds(200);
    const response = await refresh(identity, tokens.refresh_token);
    expect(response.statusCode).toBe(200);
    const next = response.json<TokenResponse>();
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    const access = decodeJwt(next.access_token);
    expect(access.iat).toBe(decodeJwt(tokens.access_token).iat! + 200);
    expect(access.sid).toBe(decodeJwt(tokens.access_token).sid);
    // keycloak-js compares the nonce of every ID token it gets.
    expect(decodeJwt(next.id_token).nonce).toBe(decodeJwt(tokens.id_token).nonce);

    // The old refresh token is spent; replaying it kills the chain.
    const replay = await refresh(identity, tokens.refresh_token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await refresh(identity, next.refresh_token)).statusCode).toBe(400);
  });

  it('keeps the session alive while refreshing within the idle time', async () => {
    let { tokens } = await signInForTokens(identity);
    for (let i = 0; i < 3; i++) {
      identity.clock.advanceSeconds(1500);
      const response = await refresh(identity, tokens.refresh_token);
      expect(response.statusCode).toBe(200);
      tokens = response.json<TokenResponse>();
    }
  });

  it('is refused with 400 invalid_grant after idle expiry', async () => {
    const { tokens } = await signInForTokens(identity);
    identity.clock.advanceSeconds(1801);
    const response = await refresh(identity, tokens.refresh_token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('is refused with 400 invalid_grant after logout', async () => {
    const { tokens, jar } = await signInForTokens(identity);
    await identity.app.inject({
      url: `${paths.logout}?client_id=rewright-web&id_token_hint=${tokens.id_token}`,
      headers: jar.header(),
    });
    const response = await refresh(identity, tokens.refresh_token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Session not active',
    });
  });

  it('refuses a refresh token of another client or a forged one', async () => {
    const { tokens } = await signInForTokens(identity);
    const otherClient = await requestToken(identity, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      client_id: 'rewright-desktop',
    });
    expect(otherClient.json()).toMatchObject({ error: 'invalid_grant' });
    // An access token is not a refresh token.
    expect((await refresh(identity, tokens.access_token)).json()).toMatchObject({
      error: 'invalid_grant',
    });
    expect((await refresh(identity, 'a.b.c')).statusCode).toBe(400);
  });
});

describe('CORS on the token endpoint', () => {
  it('echoes an allowed origin with credentials, on the answer and the preflight', async () => {
    const { attempt, code } = await codeFor();
    const response = await exchangeCode(identity, attempt, code);
    expect(response.headers['access-control-allow-origin']).toBe(webOrigin);
    expect(response.headers['access-control-allow-credentials']).toBe('true');

    const preflight = await identity.app.inject({
      method: 'OPTIONS',
      url: paths.token,
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
    expect(preflight.headers['access-control-allow-headers']).toContain('Authorization');
  });

  it('gives other origins no CORS headers (errors included)', async () => {
    const response = await requestToken(
      identity,
      { grant_type: 'refresh_token', client_id: 'rewright-web' },
      'https://evil.example',
    );
    expect(response.statusCode).toBe(400);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const errorForAllowed = await requestToken(identity, {
      grant_type: 'refresh_token',
      client_id: 'rewright-web',
    });
    expect(errorForAllowed.headers['access-control-allow-origin']).toBe(webOrigin);
  });
});
