import { SiteConfigSchema } from '@rewright/contracts';
import { WorkspaceError } from './errors';
import { reach } from './reach';

/** `npm start` serves the site and the API here (scripts/start.mjs, PORT). */
export const DEFAULT_SERVER = 'http://localhost:8001';
/** `npm start`'s identity provider (IDENTITY_PORT) and realm, when the server does not say. */
export const DEFAULT_IDENTITY_URL = 'http://localhost:8080';
export const DEFAULT_REALM = 'rewright';
/** The realm's public client for native apps (loopback redirect URIs on any port). */
export const DESKTOP_CLIENT_ID = 'rewright-desktop';

/** Where the identity provider is: Keycloak's base URL, realm and client (issuer = url/realms/realm). */
export interface IdentitySettings {
  url: string;
  realm: string;
  clientId: string;
}

export const issuerOf = (identity: IdentitySettings) =>
  `${identity.url}/realms/${encodeURIComponent(identity.realm)}`;

/**
 * The server address: `--server`, else `REWRIGHT_SERVER`, else the local `npm start` stack.
 * An address that is not http(s) is a usage error (thrown as `Error` with a message for the user).
 */
export function resolveServer(flag: string | undefined, env: NodeJS.ProcessEnv): string {
  const given = flag ?? env.REWRIGHT_SERVER;
  return given === undefined || given === ''
    ? DEFAULT_SERVER
    : normaliseUrl(given, flag ? '--server' : 'REWRIGHT_SERVER');
}

export function normaliseUrl(value: string, name: string): string {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.username)
    throw new RangeError(`${name} must be an http:// or https:// address, not '${value}'`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/**
 * The identity provider the server uses. `REWRIGHT_IDENTITY_URL` (and `REWRIGHT_REALM`,
 * `REWRIGHT_CLIENT_ID`) set it outright; otherwise the server says, in the runtime config it puts
 * in every page (`<script id="rewright-config">`, `SiteConfig` in contracts); a server without its
 * website built says nothing, and `npm start`'s defaults apply.
 */
export async function resolveIdentity(
  server: string,
  env: NodeJS.ProcessEnv,
  fetchImpl: typeof fetch = fetch,
): Promise<IdentitySettings> {
  const clientId = env.REWRIGHT_CLIENT_ID || DESKTOP_CLIENT_ID;
  if (env.REWRIGHT_IDENTITY_URL) {
    return {
      url: normaliseUrl(env.REWRIGHT_IDENTITY_URL, 'REWRIGHT_IDENTITY_URL'),
      realm: env.REWRIGHT_REALM || DEFAULT_REALM,
      clientId,
    };
  }
  const config = await readSiteConfig(server, fetchImpl);
  return {
    url: config
      ? normaliseUrl(config.keycloakUrl, 'the server’s keycloakUrl')
      : DEFAULT_IDENTITY_URL,
    realm: env.REWRIGHT_REALM || config?.realm || DEFAULT_REALM,
    clientId,
  };
}

const CONFIG_SCRIPT = /<script id="rewright-config" type="application\/json">([\s\S]*?)<\/script>/;

/** The server's runtime config from its home page; undefined when the page carries none. */
export async function readSiteConfig(server: string, fetchImpl: typeof fetch = fetch) {
  const response = await reach(
    fetchImpl,
    `${server}/`,
    { headers: { accept: 'text/html' } },
    serverName(server),
  );
  const match = CONFIG_SCRIPT.exec(await response.text());
  if (!match) return undefined;
  try {
    const parsed = SiteConfigSchema.safeParse(JSON.parse(match[1]!));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export const serverName = (server: string) => `The Rewright server at ${server}`;

export function invalidAnswer(service: string, status: number): WorkspaceError {
  return new WorkspaceError(
    'unreachable',
    `${service} answered with an unexpected error (HTTP ${status}).`,
  );
}
