import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../paths.js';
import {
  createTestIdentity,
  refresh,
  signInForTokens,
  webOrigin,
  type TestIdentity,
} from '../test-harness.js';

let identity: TestIdentity;
beforeEach(async () => {
  identity = await createTestIdentity();
});
afterEach(() => identity.close());

const revoke = (fields: Record<string, string>) =>
  identity.app.inject({
    method: 'POST',
    url: paths.revoke,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: webOrigin },
    payload: new URLSearchParams(fields).toString(),
  });

const userinfo = (token: string) =>
  identity.app.inject({ url: paths.userinfo, headers: { authorization: `bearer ${token}` } });

describe('token revocation (RFC 7009)', () => {
  it('revoking the refresh token ends its chain: no refresh, and its access token stops working', async () => {
    const { tokens } = await signInForTokens(identity);
    expect((await userinfo(tokens.access_token)).statusCode).toBe(200);

    const response = await revoke({
      token: tokens.refresh_token,
      token_type_hint: 'refresh_token',
      client_id: 'rewright-web',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');

    expect((await refresh(identity, tokens.refresh_token)).json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Token is not active',
    });
    expect((await userinfo(tokens.access_token)).statusCode).toBe(401);
  });

  it('revokes by access token too', async () => {
    const { tokens } = await signInForTokens(identity);
    await revoke({ token: tokens.access_token, client_id: 'rewright-web' });
    expect((await refresh(identity, tokens.refresh_token)).statusCode).toBe(400);
  });

  it('answers 200 for a token that is not valid (nothing to revoke)', async () => {
    const response = await revoke({ token: 'not-a-token', client_id: 'rewright-web' });
    expect(response.statusCode).toBe(200);
  });

  it("refuses another client's token, a missing token and an unknown client", async () => {
    const { tokens } = await signInForTokens(identity);
    const other = await revoke({ token: tokens.refresh_token, client_id: 'rewright-desktop' });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({
      error: 'unauthorized_client',
      error_description: 'Unmatching clients',
    });
    expect((await refresh(identity, tokens.refresh_token)).statusCode).toBe(200);

    expect((await revoke({ client_id: 'rewright-web' })).json()).toEqual({
      error: 'invalid_request',
      error_description: 'Token not provided',
    });
    expect((await revoke({ token: tokens.refresh_token, client_id: 'nobody' })).statusCode).toBe(
      401,
    );
  });

  it('is listed in the discovery document', async () => {
    const response = await identity.app.inject({ url: paths.discovery });
    expect(response.json()).toMatchObject({
      revocation_endpoint: `http://localhost:8080${paths.revoke}`,
    });
  });
});
