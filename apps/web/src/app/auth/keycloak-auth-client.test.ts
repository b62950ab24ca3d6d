import type { KeycloakInitOptions } from 'keycloak-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createKeycloakAuthClient,
  INIT_TIMEOUT_MS,
  type KeycloakInstance,
} from './keycloak-auth-client';

const config = {
  keycloakUrl: 'http://localhost:8080',
  realm: 'rewright',
  clientId: 'rewright-web',
};
const claims = {
  sub: 'u-1',
  preferred_username: 'ada',
  email: 'ada@example.com',
  given_name: 'Ada',
};

/** Stands in for keycloak-js: `signIn` decides what init() finds. */
function fakeKeycloak(
  behaviour: { signIn?: boolean; fail?: boolean; blockCookies?: boolean } = {},
) {
  const kc = {
    authenticated: false,
    token: undefined as string | undefined,
    tokenParsed: undefined as Record<string, unknown> | undefined,
    silentCheckSsoRedirectUri: undefined as string | undefined,
    init: vi.fn(async (options: KeycloakInitOptions) => {
      kc.silentCheckSsoRedirectUri = behaviour.blockCookies
        ? undefined
        : options.silentCheckSsoRedirectUri;
      if (behaviour.fail)
        throw new Error('Timeout when waiting for 3rd party check iframe message.');
      if (behaviour.signIn) {
        kc.authenticated = true;
        kc.token = 'access-token';
        kc.tokenParsed = claims;
      }
      return kc.authenticated;
    }),
    login: vi.fn(async () => {}),
    register: vi.fn(async () => {}),
    logout: vi.fn(async () => {}),
    updateToken: vi.fn(async () => true),
  } as unknown as KeycloakInstance & { init: ReturnType<typeof vi.fn> };
  return kc;
}

function location(hash = '') {
  return {
    origin: 'http://localhost:8001',
    href: `http://localhost:8001/${hash}`,
    search: '',
    hash,
  };
}

afterEach(() => vi.restoreAllMocks());

describe('createKeycloakAuthClient', () => {
  it('initialises keycloak-js exactly once with the silent check-sso options', async () => {
    const kc = fakeKeycloak();
    const createKeycloak = vi.fn(() => kc);
    const auth = createKeycloakAuthClient(config, { createKeycloak, location: location() });

    await Promise.all([auth.init(), auth.init()]);

    expect(createKeycloak).toHaveBeenCalledWith({
      url: 'http://localhost:8080',
      realm: 'rewright',
      clientId: 'rewright-web',
    });
    expect(kc.init).toHaveBeenCalledOnce();
    expect(kc.init).toHaveBeenCalledWith({
      onLoad: 'check-sso',
      silentCheckSsoRedirectUri: 'http://localhost:8001/silent-check-sso.html',
      pkceMethod: 'S256',
      checkLoginIframe: true,
      checkLoginIframeInterval: 25,
      messageReceiveTimeout: 10000,
    });
    expect(auth.getSnapshot()).toMatchObject({ initialized: true, authenticated: false });
  });

  it('reports the signed-in user from the token claims', async () => {
    const auth = createKeycloakAuthClient(config, {
      createKeycloak: () => fakeKeycloak({ signIn: true }),
      location: location(),
    });
    await auth.init();
    expect(auth.getSnapshot()).toMatchObject({
      initialized: true,
      authenticated: true,
      returnedFromLogin: false,
      user: { sub: 'u-1', username: 'ada', email: 'ada@example.com', givenName: 'Ada' },
    });
  });

  it('marks an interactive sign-in when the URL carried the login answer', async () => {
    const auth = createKeycloakAuthClient(config, {
      createKeycloak: () => fakeKeycloak({ signIn: true }),
      location: location('#state=s&code=c'),
    });
    await auth.init();
    expect(auth.getSnapshot().returnedFromLogin).toBe(true);
  });

  it('only logs a failed initialisation and continues signed out', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const auth = createKeycloakAuthClient(config, {
      createKeycloak: () => fakeKeycloak({ fail: true }),
      location: location(),
    });
    await expect(auth.init()).resolves.toBeUndefined();
    expect(auth.getSnapshot()).toMatchObject({ initialized: true, authenticated: false });
    expect(error).toHaveBeenCalledOnce();
  });

  it('gives up waiting for a hanging identity provider and continues signed out', async () => {
    vi.useFakeTimers();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const kc = fakeKeycloak();
    kc.init.mockImplementation(() => new Promise(() => {}));
    const auth = createKeycloakAuthClient(config, {
      createKeycloak: () => kc,
      location: location(),
    });
    const done = auth.init();
    expect(auth.getSnapshot().initialized).toBe(false);
    await vi.advanceTimersByTimeAsync(INIT_TIMEOUT_MS);
    await done;
    expect(auth.getSnapshot()).toMatchObject({ initialized: true, authenticated: false });
    expect(error).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });

  it('warns when third-party cookies are blocked', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const auth = createKeycloakAuthClient(config, {
      createKeycloak: () => fakeKeycloak({ blockCookies: true }),
      location: location(),
    });
    await auth.init();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('blocks third-party cookies'));
  });

  it('reflects cleared tokens (session changed, refused refresh) as signed out', async () => {
    const kc = fakeKeycloak({ signIn: true });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const auth = createKeycloakAuthClient(config, {
      createKeycloak: () => kc,
      location: location(),
    });
    await auth.init();
    const listener = vi.fn();
    auth.subscribe(listener);

    kc.authenticated = false;
    kc.token = undefined;
    kc.onAuthLogout?.();
    kc.onAuthRefreshError?.();

    expect(auth.getSnapshot()).toMatchObject({ authenticated: false, user: null });
    expect(listener).toHaveBeenCalled();
  });

  it('refreshes near expiry and on demand', async () => {
    const kc = fakeKeycloak({ signIn: true });
    const auth = createKeycloakAuthClient(config, {
      createKeycloak: () => kc,
      location: location(),
    });
    await auth.init();

    kc.onTokenExpired?.();
    expect(kc.updateToken).toHaveBeenLastCalledWith(5);
    await expect(auth.refreshToken({ force: true })).resolves.toBe(true);
    expect(kc.updateToken).toHaveBeenLastCalledWith(-1);
    await expect(auth.getToken()).resolves.toBe('access-token');
    expect(kc.updateToken).toHaveBeenLastCalledWith(5);
  });

  it('logs out back to the home page', async () => {
    const kc = fakeKeycloak({ signIn: true });
    const auth = createKeycloakAuthClient(config, {
      createKeycloak: () => kc,
      location: location(),
    });
    await auth.init();
    await auth.logout();
    expect(kc.logout).toHaveBeenCalledWith({ redirectUri: 'http://localhost:8001/' });
  });
});
