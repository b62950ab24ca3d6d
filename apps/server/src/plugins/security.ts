import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityOptions {
  /** The identity provider's origin: keycloak-js fetches tokens from it, frames its check pages and posts logout forms to it. */
  keycloakOrigin: string;
}

/**
 * Security headers for every answer. The CSP is written out in full (no defaults) so what the site
 * may load is visible here. The website ships no inline scripts or styles; its runtime config is a
 * non-executable JSON script, which `script-src 'self'` allows. React's `style` attributes need
 * `style-src-attr 'unsafe-inline'`. The API docs page sets its own CSP (openapi.ts).
 *
 * The other headers are helmet 8's defaults, value for value. They are written here, built once,
 * rather than through @fastify/helmet, which builds helmet's middleware again on every request
 * (parsing these directives each time): 15 % of the server's CPU on `GET /api/v1/plans/configs/public`
 * under load (issue 10, bench/README.md).
 */
export function securityHeaders(options: SecurityOptions): Readonly<Record<string, string>> {
  const idp = options.keycloakOrigin;
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${idp}`,
    `frame-src 'self' ${idp}`,
    `form-action 'self' ${idp}`,
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join(';');
  return Object.freeze({
    'content-security-policy': csp,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  });
}

export default fp(
  async function security(app: FastifyInstance, options: SecurityOptions) {
    const headers = securityHeaders(options);
    // onRequest, as helmet did: set even on answers that never reach a route (404, 401, 429).
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security' },
);
