import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { trustedProxiesSchema } from './trusted-proxies';

/** The repository root, found from this file (apps/server/src/config.ts), so relative paths never depend on the cwd. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const resolveFromRoot = (value: string) => path.resolve(repoRoot, value);

const httpUrl = (name: string) =>
  z
    .url({ protocol: /^https?$/, error: `${name} must be an http:// or https:// URL` })
    .transform((value) => value.replace(/\/+$/, ''));

const nonEmpty = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} must not be empty`);

const integer = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `${name} must be an integer between ${min} and ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${name} must be an integer between ${min} and ${max}`);

const ConfigSchema = z.object({
  PORT: integer('PORT', 1, 65535).default(8001),
  HOST: nonEmpty('HOST').default('127.0.0.1'),
  PUBLIC_URL: httpUrl('PUBLIC_URL').default('http://localhost:8001'),
  /** Empty: embedded PGlite in `${DATA_DIR}/db`. */
  DATABASE_URL: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || /^postgres(ql)?:\/\/[^\s]+$/.test(value),
      'DATABASE_URL must be empty (embedded database) or a postgres:// or postgresql:// URL',
    )
    .default(''),
  DATA_DIR: nonEmpty('DATA_DIR').default('.data').transform(resolveFromRoot),
  KEYCLOAK_URL: httpUrl('KEYCLOAK_URL').default('http://localhost:8080'),
  KEYCLOAK_REALM: nonEmpty('KEYCLOAK_REALM').default('rewright'),
  KEYCLOAK_CLIENT_ID: nonEmpty('KEYCLOAK_CLIENT_ID').default('rewright-web'),
  /** The `azp` values a token may carry: the website and the desktop app. */
  KEYCLOAK_ALLOWED_CLIENT_IDS: z
    .string()
    .default('rewright-web,rewright-desktop')
    .transform((value) =>
      value
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .refine(
      (ids) => ids.length > 0,
      'KEYCLOAK_ALLOWED_CLIENT_IDS must list at least one client id',
    ),
  /**
   * The audience this API owns: an access token is accepted only when its `aud` names it (the
   * realm's audience mapper adds it to the website's and the desktop app's access tokens).
   */
  KEYCLOAK_AUDIENCE: nonEmpty('KEYCLOAK_AUDIENCE').default('rewright-api'),
  WEB_DIST_DIR: nonEmpty('WEB_DIST_DIR').default('apps/web/dist').transform(resolveFromRoot),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  /** Requests per minute per client IP on /api/* (health checks and signed webhooks are exempt). */
  RATE_LIMIT_MAX: integer('RATE_LIMIT_MAX', 1, 1_000_000).default(300),
  /**
   * Reverse proxies to believe: comma-separated addresses or CIDR ranges (or loopback, linklocal,
   * uniquelocal). Their X-Forwarded-For then names the client. Empty: the header is ignored.
   */
  TRUST_PROXY: trustedProxiesSchema,
  /** Empty: analytics off. */
  ANALYTICS_ID: z.string().trim().default(''),
  /** Where contact messages go, and the address the website shows as support. */
  ADMIN_EMAIL: z
    .email({ error: 'ADMIN_EMAIL must be an email address' })
    .default('support@rewright.dev'),
  /** Empty: contact messages are only stored. Else smtp:// or smtps://user:pass@host:port (never logged). */
  SMTP_URL: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || /^smtps?:\/\/[^\s]+$/.test(value),
      'SMTP_URL must be empty (no e-mail) or an smtp:// or smtps:// URL',
    )
    .default(''),
  /** Contact form submissions per 10 minutes per client IP. */
  CONTACT_RATE_LIMIT_MAX: integer('CONTACT_RATE_LIMIT_MAX', 1, 10_000).default(5),
  /** Installers, named as the download manifest lists them. */
  DOWNLOADS_DIR: nonEmpty('DOWNLOADS_DIR').default('.data/downloads').transform(resolveFromRoot),
  /**
   * Key of the download links' HMAC. Unset: a random key per process, so links die with a restart
   * and several server instances need one shared value.
   */
  DOWNLOAD_SIGNING_SECRET: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || value.length >= 32,
      'DOWNLOAD_SIGNING_SECRET must be at least 32 characters',
    )
    .default('')
    .transform((value) => value || randomBytes(32).toString('base64url')),
  /** Secret API key of the card payment provider (Stripe); the default matches services/payments. */
  STRIPE_SECRET_KEY: nonEmpty('STRIPE_SECRET_KEY').default('sk_test_rewright_local'),
  /** Signing secret of the provider's webhooks (`whsec_…`). */
  STRIPE_WEBHOOK_SECRET: nonEmpty('STRIPE_WEBHOOK_SECRET').default('whsec_rewright_local'),
  /** Publishable key, for a browser that loads the provider's script. */
  STRIPE_PUBLISHABLE_KEY: nonEmpty('STRIPE_PUBLISHABLE_KEY').default('pk_test_rewright_local'),
  /**
   * Where the stripe SDK sends its calls: the local emulator by default, `https://api.stripe.com`
   * in production. Parsed into the SDK's host, port and protocol.
   */
  STRIPE_API_URL: httpUrl('STRIPE_API_URL')
    .default('http://localhost:12111')
    .transform((value) => {
      const url = new URL(value);
      const protocol = url.protocol === 'https:' ? ('https' as const) : ('http' as const);
      const port = url.port === '' ? (protocol === 'https' ? 443 : 80) : Number(url.port);
      return { url: value, host: url.hostname, port, protocol };
    }),
});

export type Config = z.output<typeof ConfigSchema>;

/** Every variable the server reads (deploy/compose.example.yml is checked against it). */
export const configVariableNames: readonly string[] = Object.keys(ConfigSchema.shape);

/**
 * Reads the configuration from an environment once. Empty strings count as unset so an
 * `.env` line like `PORT=` falls back to the default. Throws an error naming every bad variable.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const input = Object.fromEntries(
    Object.keys(ConfigSchema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const result = ConfigSchema.safeParse(input);
  if (!result.success) {
    const messages = result.error.issues.map((issue) => issue.message);
    throw new Error(`Invalid configuration: ${messages.join('; ')}`);
  }
  return result.data;
}
