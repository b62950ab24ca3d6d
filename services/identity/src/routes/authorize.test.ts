import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../paths.js';
import {
  callbackParams,
  CookieJar,
  createAuthorization,
  createTestIdentity,
  issuer,
  signIn,
  webRedirectUri,
  type TestIdentity,
} from '../test-harness.js';

let identity: TestIdentity;
beforeEach(async () => {
  identity = await createTestIdentity();
});
afterEach(() => identity.close());

const authorize = (overrides: Record<string, string | undefined>, jar = new CookieJar()) =>
  identity.app.inject({
    url: `${paths.authorize}?${createAuthorization(overrides).query}`,
    headers: jar.header(),
  });

describe('PKCE', () => {
  it.each([
    [
      { code_challenge: undefined, code_challenge_method: undefined },
      'Missing parameter: code_challenge',
    ],
    [{ code_challenge_method: undefined }, 'Missing parameter: code_challenge_method'],
    [{ code_challenge_method: 'plain' }, 'Invalid parameter: code_challenge_method'],
    [{ code_challenge: 'too-short' }, 'Invalid parameter: code_challenge'],
  ])('refuses %o back to the app with invalid_request', async (overrides, description) => {
    const response = await authorize({ ...overrides, state: 's1' });
    expect(response.statusCode).toBe(302);
    const callback = callbackParams(response.headers.location as string);
    expect(callback.get('error')).toBe('invalid_request');
    expect(callback.get('error_description')).toBe(description);
    expect(callback.get('state')).toBe('s1');
    expect(callback.get('iss')).toBe(issuer);
  });
});

describe('request checks', () => {
  it('refuses other response types (code flow only)', async () => {
    const response = await authorize({ response_type: 'token' });
    expect(callbackParams(response.headers.location as string).get('error')).toBe(
      'unsupported_response_type',
    );
  });

  it('shows an error page for an unknown client and never redirects', async () => {
    const response = await authorize({ client_id: 'stranger' });
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).toContain('Client not found.');
  });

  it('shows an error page for a redirect URI the client may not use', async () => {
    for (const redirect_uri of ['https://evil.example/cb', 'http://localhost:9999/', undefined]) {
      const response = await authorize({ redirect_uri });
      expect(response.statusCode).toBe(400);
      expect(response.headers.location).toBeUndefined();
      expect(response.body).toContain('Invalid parameter: redirect_uri');
    }
  });

  it('tolerates kc_action, ui_locales, claims and acr_values', async () => {
    const response = await authorize({
      kc_action: 'UPDATE_PASSWORD',
      ui_locales: 'de',
      acr_values: '1',
      claims: '{}',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Sign in to your account');
  });
});

describe('prompt=none (silent SSO check)', () => {
  it('answers login_required to the app without a session, and may be framed by the site', async () => {
    const response = await authorize({ prompt: 'none', state: 'silent' });
    expect(response.statusCode).toBe(302);
    const location = response.headers.location as string;
    expect(location.startsWith(`${webRedirectUri}#`)).toBe(true);
    const callback = callbackParams(location);
    expect(callback.get('error')).toBe('login_required');
    expect(callback.get('state')).toBe('silent');
    expect(response.headers['content-security-policy']).toContain('frame-ancestors');
    expect(response.headers['content-security-policy']).toContain('http://localhost:8001');
    expect(response.headers['x-frame-options']).toBeUndefined();
  });

  it('answers with a code when the browser has a session', async () => {
    const jar = new CookieJar();
    await signIn(identity, jar, createAuthorization());
    const response = await authorize({ prompt: 'none' }, jar);
    const callback = callbackParams(response.headers.location as string);
    expect(callback.get('error')).toBeNull();
    expect(callback.get('code')).toEqual(expect.any(String));
    expect(callback.get('session_state')).toBe(jar.get('KEYCLOAK_IDENTITY'));
  });

  it('answers login_required once the session has been idle too long', async () => {
    const jar = new CookieJar();
    await signIn(identity, jar, createAuthorization());
    identity.clock.advanceSeconds(1801);
    const response = await authorize({ prompt: 'none' }, jar);
    expect(callbackParams(response.headers.location as string).get('error')).toBe('login_required');
  });
});
