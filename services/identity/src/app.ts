import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { IdentityConfig } from './config.js';
import { createIdentityContext } from './context.js';
import { registerCors } from './cors.js';
import { registerErrorHandling } from './errors.js';
import { registerAccountRoutes } from './routes/account.js';
import { registerAuthorizeRoutes } from './routes/authorize.js';
import { registerDiscoveryRoutes } from './routes/discovery.js';
import { registerLogoutRoutes } from './routes/logout.js';
import { registerPasswordResetRoutes } from './routes/password-reset.js';
import { registerRevocationRoutes } from './routes/revoke.js';
import { registerResourceRoutes } from './routes/resources.js';
import { registerSessionIframeRoutes } from './routes/session-iframes.js';
import { registerSignInRoutes } from './routes/sign-in.js';
import { registerSignUpRoutes } from './routes/sign-up.js';
import { registerTokenRoutes } from './routes/token.js';
import { registerUserinfoRoutes } from './routes/userinfo.js';

export interface IdentityAppOptions {
  config: IdentityConfig;
  /** Overrides `config.dataDir` (tests use a temp dir). */
  dataDir?: string;
  /** The clock for every expiry decision; tests move it instead of waiting. */
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the identity provider with every route registered. Never listens (see server.ts). */
export async function buildIdentityApp(options: IdentityAppOptions): Promise<FastifyInstance> {
  const config = { ...options.config, dataDir: options.dataDir ?? options.config.dataDir };
  const ctx = await createIdentityContext(config, options.now ?? (() => new Date()));
  const app = Fastify({
    logger: options.logger ?? false,
    // Forms and token requests are small; nothing legitimate comes close.
    bodyLimit: 64 * 1024,
    // Keycloak paths end without slashes; a stray one should still find its route.
    routerOptions: { ignoreTrailingSlash: true },
  });

  await app.register(cookie);
  await app.register(formbody);
  registerErrorHandling(app, ctx);
  registerCors(app, ctx.clients);

  registerResourceRoutes(app);
  registerDiscoveryRoutes(app, ctx);
  registerAuthorizeRoutes(app, ctx);
  registerSignInRoutes(app, ctx);
  registerSignUpRoutes(app, ctx);
  registerPasswordResetRoutes(app, ctx);
  registerTokenRoutes(app, ctx);
  registerRevocationRoutes(app, ctx);
  registerUserinfoRoutes(app, ctx);
  registerAccountRoutes(app, ctx);
  registerLogoutRoutes(app, ctx);
  registerSessionIframeRoutes(app, ctx);
  return app;
}
