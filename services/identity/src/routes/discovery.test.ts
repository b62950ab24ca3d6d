import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../paths.js';
import { createTestIdentity, issuer, webOrigin, type TestIdentity } from '../test-harness.js';

let identity: TestIdentity;
beforeEach(async () => {
  identity = await createTestIdentity();
});
afterEach(() => identity.close());

describe('discovery', () => {
  it('describes the realm at Keycloak addresses', async () => {
    const response = await identity.app.inject(paths.discovery);
    expect(response.statusCode).toBe(200);
    const protocol = `${issuer}/protocol/openid-connect`;
    expect(response.json()).toMatchObject({
      issuer,
      authorization_endpoint: `${protocol}/auth`,
      token_endpoint: `${protocol}/token`,
      userinfo_endpoint: `${protocol}/userinfo`,
      end_session_endpoint: `${protocol}/logout`,
      jwks_uri: `${protocol}/certs`,
      check_session_iframe: `${protocol}/login-status-iframe.html`,
      code_challenge_methods_supported: ['S256'],
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      id_token_signing_alg_values_supported: ['RS256'],
    });
  });

  it('follows IDENTITY_PUBLIC_URL', async () => {
    const other = await createTestIdentity({ IDENTITY_PUBLIC_URL: 'https://id.example.com/' });
    try {
      const document = (await other.app.inject(paths.discovery)).json();
      expect(document.issuer).toBe('https://id.example.com/realms/rewright');
    } finally {
      await other.close();
    }
  });
});

describe('certs', () => {
  it('serves one public RS256 key, with CORS for the site', async () => {
    const response = await identity.app.inject({
      url: paths.certs,
      headers: { origin: webOrigin },
    });
    const { keys } = response.json();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({
      kty: 'RSA',
      alg: 'RS256',
      use: 'sig',
      kid: expect.any(String),
    });
    expect(keys[0].d).toBeUndefined();
    expect(response.headers['access-control-allow-origin']).toBe(webOrigin);
  });

  it('keeps the key across restarts', async () => {
    const before = (await identity.app.inject(paths.certs)).json();
    await identity.restart();
    expect((await identity.app.inject(paths.certs)).json()).toEqual(before);
  });
});
