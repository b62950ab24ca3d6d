import type Keycloak from 'keycloak-js';
import type { KeycloakConfig, KeycloakInitOptions } from 'keycloak-js';
import type { RuntimeConfig } from '../runtime-config';
import {
  initialAuthSnapshot,
  userFromClaims,
  type AuthClient,
  type AuthSnapshot,
  type LoginOptions,
} from './auth-client';
import { hasLoginCallback } from './callback-params';
import {
  clearTabTokens,
  keepTabTokens,
  peekTabTokens,
  takeTabTokens,
  type TabTokens,
  type TokenStorage,
} from './keycloak-auth-client-tab-tokens';
import { withUnsandboxedSilentCheck } from './unsandboxed-silent-check';

/**
 * The part of keycloak-js this adapter uses; tests pass a fake with the same shape.
 * `silentCheckSsoRedirectUri` is a public field of keycloak-js 26 missing from its typings.
 */
export type KeycloakInstance = { silentCheckSsoRedirectUri?: string } & Pick<
  Keycloak,
  | 'init'
  | 'login'
  | 'register'
  | 'logout'
  | 'updateToken'
  | 'authenticated'
  | 'token'
  | 'tokenParsed'
  | 'refreshToken'
  | 'idToken'
  | 'timeSkew'
  | 'onAuthSuccess'
  | 'onAuthLogout'
  | 'onAuthRefreshSuccess'
  | 'onAuthRefreshError'
  | 'onTokenExpired'
>;

interface Dependencies {
  createKeycloak?: (config: KeycloakConfig) => KeycloakInstance | Promise<KeycloakInstance>;
  location?: Pick<Location, 'origin' | 'href' | 'search' | 'hash' | 'reload'>;
  /** Where the tab's tokens wait between two pages (null: nowhere, every load checks silently). */
  storage?: TokenStorage | null;
  /** Where the page lifecycle events arrive: pagehide/pageshow on window, freeze/resume on document. */
  page?: { window: EventTarget; document: EventTarget };
}

function tabStorage(): TokenStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage disabled (a sandboxed document, some privacy settings).
    return null;
  }
}

/** Seconds before expiry at which a token counts as stale (the spec's default refresh lead). */
const REFRESH_LEAD_SECONDS = 5;

/**
 * keycloak-js waits for the session-status frame and the silent-check frame without a timeout, so
 * a misbehaving identity provider could leave guarded pages on "Loading Authentication..." forever.
 * Past this, the app proceeds signed out; a late success still signs the user in (onAuthSuccess).
 */
export const INIT_TIMEOUT_MS = 30_000;

function rejectAfter(ms: number): Promise<never> {
  return new Promise((_resolve, reject) => {
    setTimeout(() => reject(new Error(`keycloak-js did not finish init within ${ms} ms`)), ms);
  });
}

/**
 * With `restored` tokens keycloak-js asks only the session-status frame whether the identity
 * provider's session is still the one the tokens belong to, and skips the silent check-sso iframe.
 * "Changed" (signed out, or signed in again, elsewhere) clears them: the page is signed out.
 */
export function keycloakInitOptions(
  origin: string,
  restored?: TabTokens | null,
): KeycloakInitOptions {
  return {
    onLoad: 'check-sso',
    silentCheckSsoRedirectUri: `${origin}/silent-check-sso.html`,
    pkceMethod: 'S256',
    checkLoginIframe: true,
    checkLoginIframeInterval: 25,
    messageReceiveTimeout: 10000,
    ...(restored && {
      token: restored.token,
      refreshToken: restored.refreshToken,
      idToken: restored.idToken,
      timeSkew: restored.timeSkew,
    }),
  };
}

/**
 * keycloak-js is a chunk of its own, fetched when init() first runs — after hydration, since
 * AuthSession calls it from an effect — so it never delays the first paint.
 */
async function loadKeycloak(config: KeycloakConfig): Promise<KeycloakInstance> {
  const { default: KeycloakClass } = await import('keycloak-js');
  return new KeycloakClass(config);
}

export function createKeycloakAuthClient(
  config: Pick<RuntimeConfig, 'keycloakUrl' | 'realm' | 'clientId'>,
  {
    createKeycloak = loadKeycloak,
    location = window.location,
    storage = tabStorage(),
    page = { window, document },
  }: Dependencies = {},
): AuthClient {
  let snapshot: AuthSnapshot = initialAuthSnapshot;
  const listeners = new Set<() => void>();
  let keycloak: KeycloakInstance | null = null;
  let instancePromise: Promise<KeycloakInstance> | null = null;
  let initPromise: Promise<void> | null = null;
  /** What this page put into the tab's storage when it was last left; null when nothing. */
  let leftBehind: string | null = null;
  let signingOut = false;
  let reloading = false;
  /** This page load carries the identity provider's login answer (set as init starts). */
  let returningFromLogin = false;

  function publish(next: Partial<AuthSnapshot>) {
    snapshot = { ...snapshot, ...next };
    for (const listener of listeners) listener();
  }

  /**
   * Mirrors keycloak-js's token state; called from every keycloak-js event. `returnedFromLogin`
   * comes with the first signed-in state (keycloak-js reports the login answer's tokens before its
   * init ends), so whatever starts on sign-in already knows it follows a fresh login.
   */
  function syncFromKeycloak() {
    // While the page leaves for the identity provider's logout, the session-status frame may
    // already report the ended session: publishing that would make a guarded page start a login,
    // whose navigation replaces the logout's and leaves the user on the sign-in form.
    if (signingOut) return;
    const authenticated = Boolean(keycloak?.authenticated && keycloak.token);
    publish({
      authenticated,
      user: authenticated && keycloak?.tokenParsed ? userFromClaims(keycloak.tokenParsed) : null,
      returnedFromLogin: returningFromLogin && authenticated,
    });
  }

  /** The one keycloak-js instance, wired to the snapshot before anyone can call it. */
  function instance(): Promise<KeycloakInstance> {
    instancePromise ??= Promise.resolve(
      createKeycloak({ url: config.keycloakUrl, realm: config.realm, clientId: config.clientId }),
    ).then(wire, (error: unknown) => {
      // A chunk that failed to download may load on the next attempt (a later login click).
      instancePromise = null;
      throw error;
    });
    return instancePromise;
  }

  function wire(kc: KeycloakInstance): KeycloakInstance {
    kc.onAuthSuccess = syncFromKeycloak;
    kc.onAuthRefreshSuccess = syncFromKeycloak;
    // Fired when keycloak-js clears the tokens: the session-status frame reported "changed", or a
    // refresh was answered with HTTP 400. Guarded pages react to the signed-out state by starting login.
    kc.onAuthLogout = syncFromKeycloak;
    kc.onAuthRefreshError = () => {
      if (!kc.token) console.warn('[rewright] The session expired: the token refresh was refused.');
      syncFromKeycloak();
    };
    kc.onTokenExpired = () => {
      kc.updateToken(REFRESH_LEAD_SECONDS).catch((error: unknown) => {
        console.warn('[rewright] Could not refresh the expired access token.', error);
      });
    };
    keycloak = kc;
    return kc;
  }

  /** The signed-in tokens keycloak-js holds, as the next page of this tab needs them. */
  function currentTokens(): TabTokens | null {
    const kc = keycloak;
    if (!kc?.authenticated || !kc.token || !kc.refreshToken) return null;
    return {
      token: kc.token,
      refreshToken: kc.refreshToken,
      idToken: kc.idToken,
      timeSkew: kc.timeSkew ?? undefined,
    };
  }

  /** pagehide, freeze: hand the tokens to the next page of this tab (never while signing out). */
  function leavePage() {
    if (!storage || signingOut) return;
    const tokens = currentTokens();
    if (tokens) leftBehind = keepTabTokens(storage, tokens);
  }

  /**
   * pageshow from the back/forward cache, resume: the page is live again. If another page of this
   * tab took or replaced the tokens meanwhile, the ones in memory may be spent (refresh tokens are
   * single-use) or signed out, and keycloak-js cannot be given new ones after init: load afresh.
   */
  function revivePage() {
    if (!storage || reloading) return;
    if (signingOut || peekTabTokens(storage) !== leftBehind) {
      reloading = true;
      location.reload();
      return;
    }
    if (leftBehind !== null) clearTabTokens(storage);
    leftBehind = null;
  }

  page.window.addEventListener('pagehide', leavePage);
  page.document.addEventListener('freeze', leavePage);
  page.window.addEventListener('pageshow', (event) => {
    if ((event as PageTransitionEvent).persisted) revivePage();
  });
  page.document.addEventListener('resume', revivePage);

  /** The tokens the previous page of this tab left; a login answer in the URL supersedes them. */
  function takeRestorable(returningFromLogin: boolean): TabTokens | null {
    if (!storage) return null;
    if (!returningFromLogin) return takeTabTokens(storage);
    clearTabTokens(storage);
    return null;
  }

  async function initialise() {
    returningFromLogin = hasLoginCallback(location);
    try {
      let options: KeycloakInitOptions | undefined;
      // The time limit covers fetching keycloak-js's chunk too.
      const kc = await Promise.race([
        instance().then(async (created) => {
          // Taken only now, so a page left while the chunk loads still leaves them behind.
          const restored = takeRestorable(returningFromLogin);
          const initOptions = keycloakInitOptions(location.origin, restored);
          options = initOptions;
          await withUnsandboxedSilentCheck(document.body, () => created.init(initOptions));
          // A restored access token may have expired while no page was open: refresh it before
          // the app sees the user, so a refused refresh (session over) starts out signed out.
          if (restored && created.authenticated) {
            await created.updateToken(REFRESH_LEAD_SECONDS).catch(() => {});
          }
          return created;
        }),
        rejectAfter(INIT_TIMEOUT_MS),
      ]);
      // keycloak-js drops the silent-check URI when its third-party-cookie probe answers
      // "unsupported" (and turns off session polling with it) but only logs that with enableLogging.
      if (kc.silentCheckSsoRedirectUri !== options?.silentCheckSsoRedirectUri) {
        console.warn(
          '[rewright] This browser blocks third-party cookies for the sign-in service: silent ' +
            'sign-in and session-status polling are off, so signing out in another tab is only ' +
            'noticed on the next token refresh or page load.',
        );
      }
    } catch (error) {
      console.error('[rewright] Sign-in initialisation failed; continuing signed out.', error);
    }
    const authenticated = Boolean(keycloak?.authenticated && keycloak.token);
    publish({
      initialized: true,
      authenticated,
      user: authenticated && keycloak?.tokenParsed ? userFromClaims(keycloak.tokenParsed) : null,
      returnedFromLogin: returningFromLogin && authenticated,
    });
  }

  const client: AuthClient = {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    init() {
      // keycloak-js refuses a second init(); React StrictMode runs effects twice.
      initPromise ??= initialise();
      return initPromise;
    },
    async login(options?: LoginOptions) {
      // init() creates the one keycloak-js instance (and starts its silent check) first, so
      // login works even when the check is still running.
      void client.init();
      await (await instance()).login(options);
    },
    async register() {
      void client.init();
      await (await instance()).register();
    },
    async logout() {
      void client.init();
      // Leaving for the identity provider's logout must not hand the tokens to the next page.
      signingOut = true;
      if (storage) clearTabTokens(storage);
      try {
        await (await instance()).logout({ redirectUri: `${location.origin}/` });
      } catch (error) {
        signingOut = false;
        throw error;
      }
    },
    async getToken(minValidity = REFRESH_LEAD_SECONDS) {
      if (!keycloak?.token) return null;
      try {
        await keycloak.updateToken(minValidity);
      } catch {
        // A refused refresh already cleared the token (onAuthLogout); a network failure keeps it.
      }
      return keycloak.token ?? null;
    },
    async refreshToken({ force = false } = {}) {
      if (!keycloak?.token) return false;
      try {
        await keycloak.updateToken(force ? -1 : REFRESH_LEAD_SECONDS);
        return true;
      } catch {
        return false;
      }
    },
  };
  return client;
}
