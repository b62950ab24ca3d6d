/**
 * The realm's two public clients. Both use the code flow with PKCE (no secrets), and both
 * accept any path under their allowed origins because keycloak-js sends `location.href`.
 */
export interface Client {
  clientId: string;
  /** Shown on pages: "Back to {name}". */
  name: string;
  isRedirectUriAllowed(uri: string): boolean;
  /** Origins a browser page of this client runs on (CORS, login-status iframe, framing). */
  isWebOriginAllowed(origin: string): boolean;
}

export type ClientRegistry = ReadonlyMap<string, Client>;

function parseHttpUrl(uri: string): URL | undefined {
  if (!URL.canParse(uri)) return undefined;
  const url = new URL(uri);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  // Credentials in a redirect target only serve phishing.
  if (url.username || url.password) return undefined;
  return url;
}

// RFC 8252 §7.3: native apps listen on an ephemeral loopback port, so any port is allowed.
// ([::1] is left out: CSP form-action, which must list the redirect targets, cannot name it.)
const loopbackHosts = new Set(['127.0.0.1', 'localhost']);

export function createClientRegistry(webOrigins: readonly string[]): ClientRegistry {
  const origins = new Set(webOrigins);
  const web: Client = {
    clientId: 'rewright-web',
    name: 'Rewright',
    isRedirectUriAllowed: (uri) => {
      const url = parseHttpUrl(uri);
      return url !== undefined && origins.has(url.origin);
    },
    isWebOriginAllowed: (origin) => origins.has(origin),
  };
  const desktop: Client = {
    clientId: 'rewright-desktop',
    name: 'Rewright Desktop',
    isRedirectUriAllowed: (uri) => {
      const url = parseHttpUrl(uri);
      return url !== undefined && url.protocol === 'http:' && loopbackHosts.has(url.hostname);
    },
    isWebOriginAllowed: () => false,
  };
  return new Map([web, desktop].map((client) => [client.clientId, client]));
}

/** Every origin any client's pages run on: the CORS allow-list. */
export function isAllowedOrigin(clients: ClientRegistry, origin: string): boolean {
  return [...clients.values()].some((client) => client.isWebOriginAllowed(origin));
}
