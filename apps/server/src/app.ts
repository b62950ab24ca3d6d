import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { JWTVerifyGetKey } from 'jose';
import packageJson from '../package.json' with { type: 'json' };
import type { Config } from './config';
import { embeddedDataDir, type Database } from './db/database';
import pageViewRoutes from './analytics/page-view-routes';
import contactRoutes from './contact/contact-routes';
import conversionRoutes from './conversions/conversion-routes';
import creditRoutes from './credits/credit-routes';
import dashboardRoutes from './dashboard/dashboard-routes';
import dashboardStatsCache from './dashboard/stats-cache-plugin';
import downloadRoutes from './downloads/download-routes';
import healthRoutes from './health/health-routes';
import paymentHistoryRoutes from './payment-history/payment-history-routes';
import paymentRoutes from './payments/payment-routes';
import { createStripeClient } from './payments/stripe-client';
import webhookRoutes from './payments/webhook-routes';
import planRoutes from './plans/plan-routes';
import authenticate from './plugins/authenticate';
import compression from './plugins/compression';
import database from './plugins/database';
import errors from './plugins/errors';
import { logSerializers } from './plugins/errors-log';
import openapi from './plugins/openapi';
import rateLimit from './plugins/rate-limit';
import security from './plugins/security';
import staticSite from './plugins/static-site';
import termsRoutes from './terms/terms-routes';
import userRoutes from './users/user-routes';

export interface BuildAppOptions {
  config: Config;
  /** Test seam: a ready, migrated database the caller closes. Omitted: opened from config. */
  database?: Database;
  /** Test seam: verify tokens against local keys instead of the identity provider's JWKS. */
  getKey?: JWTVerifyGetKey;
  /** Test seam: the fetch used for the identity provider's health check. */
  fetch?: typeof fetch;
  /** Test seam: where the log lines go instead of stdout. */
  logStream?: { write(line: string): void };
}

/** Builds the whole app and never listens: server.ts listens, tests call `app.inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    // Only the configured proxies' X-Forwarded-For names the client (request.ip: rate limits, logs).
    trustProxy: config.TRUST_PROXY.length > 0 ? config.TRUST_PROXY : false,
    logger: {
      level: config.LOG_LEVEL,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
        censor: '[redacted]',
      },
      serializers: logSerializers,
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const issuer = `${config.KEYCLOAK_URL}/realms/${config.KEYCLOAK_REALM}`;
  const stripe = createStripeClient(config);

  // Tier 1 — cross-cutting: error shape, headers, limits, API docs (before routes, so they see them).
  await app.register(errors);
  await app.register(compression);
  await app.register(security, { keycloakOrigin: new URL(config.KEYCLOAK_URL).origin });
  await app.register(rateLimit, { max: config.RATE_LIMIT_MAX });
  await app.register(openapi, { version: packageJson.version, publicUrl: config.PUBLIC_URL });

  // Tier 2 — app services.
  await app.register(database, {
    databaseUrl: config.DATABASE_URL,
    pgliteDataDir: embeddedDataDir(config.DATA_DIR),
    ...(options.database ? { database: options.database } : {}),
  });
  await app.register(dashboardStatsCache);
  await app.register(authenticate, {
    keycloakUrl: config.KEYCLOAK_URL,
    realm: config.KEYCLOAK_REALM,
    allowedClientIds: config.KEYCLOAK_ALLOWED_CLIENT_IDS,
    audience: config.KEYCLOAK_AUDIENCE,
    ...(options.getKey ? { getKey: options.getKey } : {}),
  });

  // Tier 3 — routes: the API under /api/v1, then the website for every other GET.
  await app.register(
    async (api) => {
      await api.register(healthRoutes, {
        identityProviderUrl: `${issuer}/.well-known/openid-configuration`,
        fetch: options.fetch ?? fetch,
        version: packageJson.version,
      });
      await api.register(userRoutes);
      await api.register(pageViewRoutes, { analyticsId: config.ANALYTICS_ID });
      await api.register(planRoutes);
      await api.register(termsRoutes);
      await api.register(contactRoutes, {
        adminEmail: config.ADMIN_EMAIL,
        smtpUrl: config.SMTP_URL,
        rateLimitMax: config.CONTACT_RATE_LIMIT_MAX,
      });
      await api.register(downloadRoutes, {
        downloadsDir: config.DOWNLOADS_DIR,
        signingSecret: config.DOWNLOAD_SIGNING_SECRET,
        webDistDir: config.WEB_DIST_DIR,
      });
      await api.register(dashboardRoutes);
      await api.register(creditRoutes);
      await api.register(conversionRoutes);
      await api.register(paymentRoutes, { stripe, publicUrl: config.PUBLIC_URL });
      await api.register(webhookRoutes, { stripe, webhookSecret: config.STRIPE_WEBHOOK_SECRET });
      await api.register(paymentHistoryRoutes, { stripe });
    },
    { prefix: '/api/v1' },
  );
  await app.register(staticSite, {
    distDir: config.WEB_DIST_DIR,
    siteConfig: {
      keycloakUrl: config.KEYCLOAK_URL,
      realm: config.KEYCLOAK_REALM,
      clientId: config.KEYCLOAK_CLIENT_ID,
      analyticsId: config.ANALYTICS_ID,
      apiBase: '/api/v1',
      publicUrl: config.PUBLIC_URL,
    },
  });

  return app;
}
