import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityOptions {
  /** The identity provider's origin: keycloak-js fetches tokens from it, frames its check pages and posts logout forms to it. */
  keycloakOrigin: string;
}

/**
 * Security headers for every answer. The CSP is written out in full (no helmet defaults) so what
 * the site may load is visible here. The website ships no inline scripts or styles; its runtime
 * config is a non-executable JSON script, which `script-src 'self'` allows. React's `style`
 * attributes need `style-src-attr 'unsafe-inline'`. The API docs page sets its own CSP (openapi.ts).
 */
export default fp(
  async function security(app: FastifyInstance, options: SecurityOptions) {
    const idp = options.keycloakOrigin;
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'"],
          styleSrcAttr: ["'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'", idp],
          frameSrc: ["'self'", idp],
          formAction: ["'self'", idp],
          frameAncestors: ["'self'"],
          baseUri: ["'self'"],
          objectSrc: ["'none'"],
        },
      },
    });
  },
  { name: 'security' },
);
