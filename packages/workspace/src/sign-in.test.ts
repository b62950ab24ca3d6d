import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getAccount } from './account';
import { createFileTokenStore } from './file-token-store';
import { signInWithBrowserForm, startLiveStack, type LiveStack } from './live-stack';
import { getCredentials, signOut } from './session';
import { resolveIdentity } from './server-settings';
import { signIn } from './sign-in';
import type { TokenStore } from './token-store';
import { WorkspaceError } from './errors';

// The real identity stand-in and API server, as processes: sign-in end to end.
let stack: LiveStack;
beforeAll(async () => {
  stack = await startLiveStack();
}, 120_000);
afterAll(() => stack?.stop());

let folder: string;
let store: TokenStore;
beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'rewright-config-'));
  store = createFileTokenStore({ folder });
  return () => rm(folder, { recursive: true, force: true });
});

async function signInAsDemo(browser = signInWithBrowserForm) {
  const identity = await resolveIdentity(stack.serverUrl, stack.env);
  let page: { status: number; page: string } | undefined;
  const session = await signIn({
    server: stack.serverUrl,
    identity,
    store,
    openBrowser: async (url) => {
      // The browser runs beside the sign-in, as a real one does.
      void browser(url).then((answer) => (page = answer));
    },
  });
  return { session, page: () => page };
}

describe('sign-in (RFC 8252) against the identity stand-in and the API', () => {
  it('signs in through the browser form, stores the tokens 0600 and calls the API with them', async () => {
    const { session } = await signInAsDemo();
    expect(session.user).toEqual({
      sub: expect.any(String),
      username: 'demo',
      email: 'demo@rewright.dev',
    });
    expect(session.provider.clientId).toBe('rewright-desktop');
    expect(session.provider.revocationEndpoint).toBe(
      `${stack.identityUrl}/realms/rewright/protocol/openid-connect/revoke`,
    );
    const file = await stat(path.join(folder, 'credentials.json'));
    expect(file.mode & 0o777).toBe(0o600);
    expect((await stat(folder)).mode & 0o777).toBe(0o700);
    expect(await store.read()).toEqual(session);

    const credentials = await getCredentials({ store, defaultServer: 'unused', env: {} });
    const profile = await getAccount(credentials);
    expect(profile).toMatchObject({ username: 'demo', email: 'demo@rewright.dev' });
  }, 60_000);

  it('refreshes the access token before it expires and stores the new one', async () => {
    const { session } = await signInAsDemo();
    // 300 s tokens: a minute before expiry counts as about to expire.
    const later = session.accessTokenExpiresAt - 30_000;
    const credentials = await getCredentials({
      store,
      defaultServer: 'unused',
      env: {},
      now: () => later,
    });
    expect(credentials.accessToken).not.toBe(session.accessToken);
    const stored = await store.read();
    expect(stored?.accessToken).toBe(credentials.accessToken);
    expect(stored?.refreshToken).not.toBe(session.refreshToken);
    expect(stored?.accessTokenExpiresAt).toBeGreaterThan(later);
    await expect(getAccount(credentials)).resolves.toMatchObject({ username: 'demo' });
  }, 60_000);

  it('signs out: revokes the session at the provider and deletes the file', async () => {
    const { session } = await signInAsDemo();
    const result = await signOut(store);
    expect(result).toMatchObject({ wasSignedIn: true, revoked: true });
    expect(await store.read()).toBeUndefined();

    const refused = await fetch(session.provider.tokenEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: session.refreshToken,
        client_id: 'rewright-desktop',
      }).toString(),
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: 'invalid_grant',
      error_description: 'Token is not active',
    });
    const userinfo = await fetch(`${session.provider.issuer}/protocol/openid-connect/userinfo`, {
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(userinfo.status).toBe(401);
    expect(await signOut(store)).toEqual({ wasSignedIn: false, revoked: false });
  }, 60_000);

  it('a refresh the provider refuses (revoked elsewhere) deletes the tokens: not signed in', async () => {
    const { session } = await signInAsDemo();
    await fetch(session.provider.revocationEndpoint!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        token: session.refreshToken,
        client_id: 'rewright-desktop',
      }).toString(),
    });
    const attempt = getCredentials({
      store,
      defaultServer: 'unused',
      env: {},
      now: () => session.accessTokenExpiresAt,
    });
    await expect(attempt).rejects.toThrow(
      "Your sign-in has ended (expired or signed out elsewhere). Run 'rewright login' to sign in.",
    );
    expect(await store.read()).toBeUndefined();
  }, 60_000);

  it('answers the browser a closing page, and ignores a callback with another state', async () => {
    const identity = await resolveIdentity(stack.serverUrl, stack.env);
    let forged: Response | undefined;
    let answer: Promise<{ status: number; page: string }> | undefined;
    await signIn({
      server: stack.serverUrl,
      identity,
      store,
      openBrowser: async (url) => {
        const redirect = new URL(url).searchParams.get('redirect_uri')!;
        forged = await fetch(`${redirect}?code=stolen&state=other`);
        answer = signInWithBrowserForm(url);
      },
    });
    expect(forged?.status).toBe(400);
    expect(await forged?.text()).toContain('Sign-in link not recognised');
    const page = await answer!;
    expect(page.status).toBe(200);
    expect(page.page).toContain('You can close this window and return to rewright.');
  }, 60_000);

  it('ends with sign-in-failed when the provider sends an error back, storing nothing', async () => {
    const identity = await resolveIdentity(stack.serverUrl, stack.env);
    const attempt = signIn({
      server: stack.serverUrl,
      identity,
      store,
      openBrowser: async (url) => {
        const params = new URL(url).searchParams;
        await fetch(
          `${params.get('redirect_uri')}?error=access_denied&error_description=User+denied&state=${params.get('state')}`,
        );
      },
    });
    await expect(attempt).rejects.toEqual(
      new WorkspaceError('sign-in-failed', 'Sign-in was not completed: User denied.'),
    );
    expect(await store.read()).toBeUndefined();
  }, 60_000);
});
