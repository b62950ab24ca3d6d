import type { KeycloakInitOptions } from 'keycloak-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createKeycloakAuthClient,
  INIT_TIMEOUT_MS,
  type KeycloakInstance,
} from './keycloak-auth-client';
import { tabTokensKey } from './keycloak-auth-client-tab-tokens';

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

/**
 * Stands in for keycloak-js: `signIn` decides what the silent check finds; with tokens passed to
 * init, `session` is the session-status frame's answer and `refresh` what the token endpoint says.
 */
function fakeKeycloak(
  behaviour: {
    signIn?: boolean;
    fail?: boolean;
    blockCookies?: boolean;
    session?: 'unchanged' | 'changed';
    refresh?: 'ok' | 'refused';
  } = {},
) {
  const kc = {
    authenticated: false,
    token: undefined as string | undefined,
    tokenParsed: undefined as Record<string, unknown> | undefined,
    refreshToken: undefined as string | undefined,
    idToken: undefined as string | undefined,
    timeSkew: null as number | null,
    silentCheckSsoRedirectUri: undefined as string | undefined,
    // Set by the adapter, as on keycloak-js.
    onAuthSuccess: undefined as (() => void) | undefined,
    onAuthLogout: undefined as (() => void) | undefined,
    onAuthRefreshSuccess: undefined as (() => void) | undefined,
    onAuthRefreshError: undefined as (() => void) | undefined,
    setTokens(token?: string, refreshToken?: string, idToken?: string) {
      Object.assign(kc, {
        token,
        refreshToken,
        idToken,
        authenticated: Boolean(token),
        tokenParsed: token ? claims : undefined,
      });
    },
    /** keycloak-js's clearToken(): only a page holding a token is told it signed out. */
    clearToken() {
      if (!kc.token) return;
      kc.setTokens();
      kc.onAuthLogout?.();
    },
    init: vi.fn(async (options: KeycloakInitOptions) => {
      kc.silentCheckSsoRedirectUri = behaviour.blockCookies
        ? undefined
        : options.silentCheckSsoRedirectUri;
      if (behaviour.fail)
        throw new Error('Timeout when waiting for 3rd party check iframe message.');
      if (options.token && options.refreshToken) {
        kc.setTokens(options.token, options.refreshToken, options.idToken);
        kc.timeSkew = options.timeSkew ?? null;
        if (behaviour.session === 'changed') kc.clearToken();
        else kc.onAuthSuccess?.();
      } else if (behaviour.signIn) {
        kc.setTokens('access-token', 'refresh-token', 'id-token');
        kc.timeSkew = 0;
        kc.onAuthSuccess?.();
      }
      return kc.authenticated;
    }),
    login: vi.fn(async () => {}),
    register: vi.fn(async () => {}),
    logout: vi.fn(async () => {}),
    updateToken: vi.fn(async () => {
      if (behaviour.refresh === 'refused') {
        // keycloak-js on HTTP 400: clear the tokens, then report the failed refresh.
        kc.clearToken();
        kc.onAuthRefreshError?.();
        throw new Error('invalid_grant');
      }
      if (behaviour.refresh === 'ok') {
        kc.setTokens('access-token-2', 'refresh-token-2', 'id-token-2');
        kc.onAuthRefreshSuccess?.();
      }
      return true;
    }),
  };
  return kc as unknown as KeycloakInstance & {
    init: ReturnType<typeof vi.fn>;
    updateToken: ReturnType<typeof vi.fn>;
    setTokens: (token?: string, refreshToken?: string, idToken?: string) => void;
    clearToken: () => void;
  };
}

function location(hash = '') {
  return {
    origin: 'http://localhost:8001',
    href: `http://localhost:8001/${hash}`,
    search: '',
    hash,
    reload: vi.fn(),
  };
}

/** A page of its own per test: lifecycle listeners never pile up on jsdom's window. */
function lifecycle() {
  const page = { window: new EventTarget(), document: new EventTarget() };
  return {
    page,
    leave(persisted = false) {
      page.window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted }));
    },
    /** A back/forward cache restore: resume on the document, then pageshow. */
    restore() {
      page.document.dispatchEvent(new Event('resume'));
      page.window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    },
  };
}

const stored = {
  token: 'stored-access',
  refreshToken: 'stored-refresh',
  idToken: 'stored-id',
  timeSkew: 2,
};
const storedTokens = () => sessionStorage.getItem(tabTokensKey);

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

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

  it('says the sign-in is fresh from the first signed-in state on, before init ends', async () => {
    const auth = createKeycloakAuthClient(config, {
      createKeycloak: () => fakeKeycloak({ signIn: true }),
      location: location('#state=s&code=c'),
    });
    const seen: { authenticated: boolean; returnedFromLogin: boolean }[] = [];
    auth.subscribe(() => {
      const { authenticated, returnedFromLogin } = auth.getSnapshot();
      seen.push({ authenticated, returnedFromLogin });
    });
    await auth.init();
    expect(seen.filter((state) => state.authenticated)).not.toEqual([]);
    for (const state of seen) expect(state.returnedFromLogin).toBe(state.authenticated);
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

  it('keeps the signed-in state while logging out, so no guarded page starts a login', async () => {
    const kc = fakeKeycloak({ signIn: true });
    const auth = createKeycloakAuthClient(config, {
      createKeycloak: () => kc,
      location: location(),
    });
    await auth.init();
    const listener = vi.fn();
    auth.subscribe(listener);
    await auth.logout();

    // The session-status frame notices the ended session before the logout page has loaded.
    kc.clearToken();

    expect(auth.getSnapshot()).toMatchObject({ authenticated: true });
    expect(listener).not.toHaveBeenCalled();
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

describe("the tab's tokens between full page loads", () => {
  function client(kc: ReturnType<typeof fakeKeycloak>, hash = '') {
    const events = lifecycle();
    const where = location(hash);
    const auth = createKeycloakAuthClient(config, {
      createKeycloak: () => kc,
      location: where,
      storage: sessionStorage,
      page: events.page,
    });
    return { auth, events, where };
  }

  it('leaves them for the next page only when the page is left, never while it is live', async () => {
    const { auth, events } = client(fakeKeycloak({ signIn: true }));
    await auth.init();
    expect(storedTokens()).toBeNull();

    events.leave();

    expect(JSON.parse(storedTokens() ?? 'null')).toEqual({
      token: 'access-token',
      refreshToken: 'refresh-token',
      idToken: 'id-token',
      timeSkew: 0,
    });
    expect(localStorage.length).toBe(0);
  });

  it('passes the stored tokens to init (no silent check) and takes them out of storage', async () => {
    sessionStorage.setItem(tabTokensKey, JSON.stringify(stored));
    const kc = fakeKeycloak({ session: 'unchanged' });
    const { auth } = client(kc);

    await auth.init();

    expect(kc.init).toHaveBeenCalledWith(expect.objectContaining(stored));
    expect(storedTokens()).toBeNull();
    expect(auth.getSnapshot()).toMatchObject({
      initialized: true,
      authenticated: true,
      returnedFromLogin: false,
      user: { sub: 'u-1', username: 'ada' },
    });
    // The restored access token is refreshed first when it is about to expire.
    expect(kc.updateToken).toHaveBeenCalledWith(5);
  });

  it('hands on the refreshed tokens, not the restored ones', async () => {
    sessionStorage.setItem(tabTokensKey, JSON.stringify(stored));
    const kc = fakeKeycloak({ session: 'unchanged', refresh: 'ok' });
    const { auth, events } = client(kc);
    await auth.init();

    events.leave();

    expect(JSON.parse(storedTokens() ?? 'null')).toMatchObject({
      token: 'access-token-2',
      refreshToken: 'refresh-token-2',
      idToken: 'id-token-2',
    });
  });

  it('starts signed out when the session changed elsewhere (signed out in another tab)', async () => {
    sessionStorage.setItem(tabTokensKey, JSON.stringify(stored));
    const kc = fakeKeycloak({ session: 'changed' });
    const { auth, events } = client(kc);

    await auth.init();
    events.leave();

    expect(auth.getSnapshot()).toMatchObject({
      initialized: true,
      authenticated: false,
      user: null,
    });
    expect(storedTokens()).toBeNull();
  });

  it('starts signed out, never briefly signed in, when the stored refresh token is refused', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    sessionStorage.setItem(tabTokensKey, JSON.stringify(stored));
    const kc = fakeKeycloak({ session: 'unchanged', refresh: 'refused' });
    const { auth, events } = client(kc);
    const seen: boolean[] = [];
    auth.subscribe(() => {
      const snapshot = auth.getSnapshot();
      if (snapshot.initialized) seen.push(snapshot.authenticated);
    });

    await auth.init();
    events.leave();

    expect(seen).toEqual([false]);
    expect(auth.getSnapshot().user).toBeNull();
    expect(storedTokens()).toBeNull();
  });

  it('ignores stored tokens when the URL carries a login answer, and drops them', async () => {
    sessionStorage.setItem(tabTokensKey, JSON.stringify(stored));
    const kc = fakeKeycloak({ signIn: true });
    const { auth } = client(kc, '#state=s&code=c');

    await auth.init();

    expect(kc.init).toHaveBeenCalledWith(expect.not.objectContaining({ token: stored.token }));
    expect(storedTokens()).toBeNull();
    expect(auth.getSnapshot().returnedFromLogin).toBe(true);
  });

  it('ignores an unreadable stored value and checks silently', async () => {
    sessionStorage.setItem(tabTokensKey, '{"token":"only-half"');
    const kc = fakeKeycloak();
    const { auth } = client(kc);

    await auth.init();

    expect(kc.init).toHaveBeenCalledWith(expect.not.objectContaining({ token: expect.anything() }));
    expect(storedTokens()).toBeNull();
    expect(auth.getSnapshot()).toMatchObject({ initialized: true, authenticated: false });
  });

  it('leaves nothing behind once the tokens are cleared (session changed, refused refresh)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const kc = fakeKeycloak({ signIn: true, refresh: 'refused' });
    const { auth, events } = client(kc);
    await auth.init();

    await expect(auth.refreshToken({ force: true })).resolves.toBe(false);
    events.leave();

    expect(auth.getSnapshot().authenticated).toBe(false);
    expect(storedTokens()).toBeNull();
  });

  it('never leaves tokens behind on logout', async () => {
    const kc = fakeKeycloak({ signIn: true });
    const { auth, events } = client(kc);
    await auth.init();
    events.leave(true);
    events.restore();

    await auth.logout();
    // keycloak-js now navigates to the identity provider's logout.
    events.leave();

    expect(kc.logout).toHaveBeenCalledOnce();
    expect(storedTokens()).toBeNull();
  });

  it('continues after the back/forward cache when no other page touched the tokens', async () => {
    const { auth, events, where } = client(fakeKeycloak({ signIn: true }));
    await auth.init();

    events.leave(true);
    expect(storedTokens()).not.toBeNull();
    events.restore();

    expect(storedTokens()).toBeNull();
    expect(where.reload).not.toHaveBeenCalled();
  });

  it('reloads after the back/forward cache when a later page of the tab used the tokens', async () => {
    const { auth, events, where } = client(fakeKeycloak({ signIn: true }));
    await auth.init();
    events.leave(true);

    // The next page took them, refreshed (the old refresh token is spent) and was left in turn.
    sessionStorage.setItem(tabTokensKey, JSON.stringify({ ...stored, refreshToken: 'newer' }));
    events.restore();

    expect(where.reload).toHaveBeenCalledOnce();
  });

  it('checks silently on every load when the browser refuses sessionStorage', async () => {
    const kc = fakeKeycloak({ signIn: true });
    const events = lifecycle();
    const auth = createKeycloakAuthClient(config, {
      createKeycloak: () => kc,
      location: location(),
      storage: null,
      page: events.page,
    });
    await auth.init();
    events.leave();
    events.restore();

    expect(kc.init).toHaveBeenCalledWith(expect.not.objectContaining({ token: expect.anything() }));
    expect(auth.getSnapshot().authenticated).toBe(true);
    expect(storedTokens()).toBeNull();
  });
});
