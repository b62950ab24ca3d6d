// Shared by the route tests: an app on a temp data dir with a movable clock, a cookie jar
// and the steps of a keycloak-js sign-in. Never imported by production code.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildIdentityApp } from './app.js';
import { readIdentityConfig, type IdentityConfig } from './config.js';
import { paths } from './paths.js';
import type { TokenResponse } from './tokens.js';

export const webOrigin = 'http://localhost:8001';
export const webRedirectUri = `${webOrigin}/dashboard`;
export const issuer = 'http://localhost:8080/realms/rewright';

export class Clock {
  current = new Date('2025-06-01T12:00:00Z');
  now = (): Date => this.current;
  advanceSeconds(seconds: number): void {
    this.current = new Date(this.current.getTime() + seconds * 1000);
  }
}

/** Cookies as a browser on localhost would keep them (paths ignored: all live under the realm). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const isDeleted =
        cookie.value === '' ||
        cookie.maxAge === 0 ||
        (cookie.expires !== undefined && cookie.expires.getTime() < Date.now());
      if (isDeleted) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  header(): Record<string, string> {
    if (this.cookies.size === 0) return {};
    return { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
  }
}

export interface TestIdentity {
  app: FastifyInstance;
  clock: Clock;
  config: IdentityConfig;
  /** Builds a new app on the same data dir and clock (a restart). */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export async function createTestIdentity(
  env: NodeJS.ProcessEnv = {},
  /** Where the app's info-level log lines go; none when omitted. */
  logStream?: { write(line: string): void },
): Promise<TestIdentity> {
  const dataDir = await mkdtemp(join(tmpdir(), 'identity-test-'));
  const config = readIdentityConfig({ IDENTITY_DATA_DIR: dataDir, ...env });
  const clock = new Clock();
  const logger = logStream ? { level: 'info', stream: logStream } : false;
  const identity: TestIdentity = {
    app: await buildIdentityApp({ config, now: clock.now, logger }),
    clock,
    config,
    async restart() {
      await identity.app.close();
      identity.app = await buildIdentityApp({ config, now: clock.now, logger });
    },
    async close() {
      await identity.app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return identity;
}

export function createPkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(48).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export interface AuthorizationAttempt {
  query: string;
  verifier: string;
  state: string;
  nonce: string;
  redirectUri: string;
}

/** The query keycloak-js builds for login(), with overrides (`undefined` removes a parameter). */
export function createAuthorization(
  overrides: Record<string, string | undefined> = {},
): AuthorizationAttempt {
  const { verifier, challenge } = createPkce();
  const fields: Record<string, string | undefined> = {
    client_id: 'rewright-web',
    redirect_uri: webRedirectUri,
    state: randomBytes(8).toString('hex'),
    response_mode: 'fragment',
    response_type: 'code',
    scope: 'openid',
    nonce: randomBytes(8).toString('hex'),
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...overrides,
  };
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined) params.set(name, value);
  return {
    query: params.toString(),
    verifier,
    state: fields.state ?? '',
    nonce: fields.nonce ?? '',
    redirectUri: fields.redirect_uri ?? '',
  };
}

/** The parameters of a redirect back to the app, from its fragment or its query. */
export function callbackParams(location: string): URLSearchParams {
  const url = new URL(location);
  return new URLSearchParams(url.hash ? url.hash.slice(1) : url.search);
}

export function formTokenOf(page: string): string {
  const match = /name="form_token" value="([^"]+)"/.exec(page);
  if (!match) throw new Error('No form token on the page');
  return match[1]!;
}

export async function getPage(identity: TestIdentity, jar: CookieJar, url: string) {
  const response = await identity.app.inject({ method: 'GET', url, headers: jar.header() });
  jar.store(response);
  return response;
}

/** Opens the form at `pageUrl`, then posts `fields` (plus its token) to `actionUrl`. */
export async function submitForm(
  identity: TestIdentity,
  jar: CookieJar,
  pageUrl: string,
  actionUrl: string,
  fields: Record<string, string>,
) {
  const page = await getPage(identity, jar, pageUrl);
  const response = await identity.app.inject({
    method: 'POST',
    url: actionUrl,
    headers: { ...jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ form_token: formTokenOf(page.body), ...fields }).toString(),
  });
  jar.store(response);
  return response;
}

/** Sign-in form post; returns the response (a redirect back to the app on success). */
export function signIn(
  identity: TestIdentity,
  jar: CookieJar,
  attempt: AuthorizationAttempt,
  credentials = { username: 'demo', password: 'rewright-demo' },
) {
  return submitForm(
    identity,
    jar,
    `${paths.authorize}?${attempt.query}`,
    `${paths.authenticate}?${attempt.query}`,
    credentials,
  );
}

export async function requestToken(
  identity: TestIdentity,
  fields: Record<string, string>,
  origin = webOrigin,
) {
  return identity.app.inject({
    method: 'POST',
    url: paths.token,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    payload: new URLSearchParams(fields).toString(),
  });
}

export function exchangeCode(identity: TestIdentity, attempt: AuthorizationAttempt, code: string) {
  return requestToken(identity, {
    code,
    grant_type: 'authorization_code',
    client_id: 'rewright-web',
    redirect_uri: attempt.redirectUri,
    code_verifier: attempt.verifier,
  });
}

/** The whole login of keycloak-js: form post, redirect, code exchange. */
export async function signInForTokens(identity: TestIdentity, jar = new CookieJar()) {
  const attempt = createAuthorization();
  const response = await signIn(identity, jar, attempt);
  const code = callbackParams(response.headers.location as string).get('code');
  if (!code) throw new Error(`Sign-in failed: ${response.statusCode}`);
  const tokens = (await exchangeCode(identity, attempt, code)).json<TokenResponse>();
  return { attempt, jar, tokens };
}

export function refresh(identity: TestIdentity, refreshToken: string) {
  return requestToken(identity, {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: 'rewright-web',
  });
}
