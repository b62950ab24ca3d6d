import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: relative data paths resolve here, so `npm start` from any cwd shares one data dir. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Every variable the payment emulator reads, with its default and meaning.
 * The README table is written from this list; keep them in step.
 */
export const paymentsEnvVariables = [
  { name: 'PAYMENTS_HOST', default: '127.0.0.1', meaning: 'Interface to listen on.' },
  { name: 'PAYMENTS_PORT', default: '12111', meaning: 'Port to listen on.' },
  {
    name: 'PAYMENTS_PUBLIC_URL',
    default: 'http://localhost:12111',
    meaning: 'Address browsers use; the base of every session `url` (hosted checkout page).',
  },
  {
    name: 'PAYMENTS_DATA_DIR',
    default: '.data/payments',
    meaning:
      'Sessions, events and idempotency keys (relative paths resolve against the repo root).',
  },
  {
    name: 'STRIPE_SECRET_KEY',
    default: 'sk_test_rewright_local',
    meaning: 'The only API key accepted (`Authorization: Bearer …`); any other gets 401.',
  },
  {
    name: 'STRIPE_WEBHOOK_SECRET',
    default: 'whsec_rewright_local',
    meaning: 'Signs every webhook (`Stripe-Signature`).',
  },
  {
    name: 'PAYMENTS_WEBHOOK_URL',
    default: 'http://localhost:8001/api/v1/stripe/webhook',
    meaning: 'Where events are POSTed; empty records events without sending them.',
  },
  {
    name: 'PAYMENTS_SESSION_LIFETIME_SECONDS',
    default: '86400',
    meaning:
      'Lifetime of a session created without `expires_at` (Stripe: 24 h); at its end the session expires and `checkout.session.expired` is sent. 1–86400.',
  },
  {
    name: 'PAYMENTS_LOG_LEVEL',
    default: 'info',
    meaning: 'pino level: fatal, error, warn, info, debug, trace or silent.',
  },
] as const;

type EnvName = (typeof paymentsEnvVariables)[number]['name'];

const defaults = Object.fromEntries(paymentsEnvVariables.map((v) => [v.name, v.default])) as Record<
  EnvName,
  string
>;

const isHttpUrl = (value: string) =>
  URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);

const PaymentsEnvSchema = z.object({
  PAYMENTS_HOST: z.string().trim().min(1),
  PAYMENTS_PORT: z.coerce.number().int().min(1).max(65535),
  PAYMENTS_PUBLIC_URL: z
    .string()
    .trim()
    .refine(isHttpUrl, { message: 'must be an http(s) URL' })
    .transform((value) => value.replace(/\/+$/, '')),
  PAYMENTS_DATA_DIR: z.string().trim().min(1),
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^sk_test_\w+$/, {
      message: 'must be a test secret key such as sk_test_rewright_local',
    }),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_\S+$/, { message: 'must start with whsec_' }),
  PAYMENTS_WEBHOOK_URL: z
    .string()
    .trim()
    .refine((value) => value === '' || isHttpUrl(value), {
      message: 'must be an http(s) URL, or empty to send no webhooks',
    }),
  PAYMENTS_SESSION_LIFETIME_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60 * 60),
  PAYMENTS_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
});

export interface PaymentsConfig {
  host: string;
  port: number;
  /** No trailing slash. */
  publicUrl: string;
  /** Absolute path. */
  dataDir: string;
  secretKey: string;
  webhookSecret: string;
  /** `null` when webhooks are switched off. */
  webhookUrl: string | null;
  /** Seconds from creation to `expires_at` when the creator names none. */
  sessionLifetimeSeconds: number;
  logLevel: z.infer<typeof PaymentsEnvSchema>['PAYMENTS_LOG_LEVEL'];
}

export class ConfigError extends Error {}

/** Reads the configuration once; a wrong value throws a ConfigError naming the variable. */
export function readPaymentsConfig(env: NodeJS.ProcessEnv): PaymentsConfig {
  const raw = Object.fromEntries(
    paymentsEnvVariables.map((v) => [v.name, env[v.name] ?? defaults[v.name]]),
  );
  const parsed = PaymentsEnvSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      // Secrets are named, never echoed.
      const shown = name.startsWith('STRIPE_') ? '(hidden)' : JSON.stringify(raw[name]);
      return `${name}=${shown}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid payments configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  return {
    host: values.PAYMENTS_HOST,
    port: values.PAYMENTS_PORT,
    publicUrl: values.PAYMENTS_PUBLIC_URL,
    dataDir: isAbsolute(values.PAYMENTS_DATA_DIR)
      ? values.PAYMENTS_DATA_DIR
      : resolve(repoRoot, values.PAYMENTS_DATA_DIR),
    secretKey: values.STRIPE_SECRET_KEY,
    webhookSecret: values.STRIPE_WEBHOOK_SECRET,
    webhookUrl: values.PAYMENTS_WEBHOOK_URL === '' ? null : values.PAYMENTS_WEBHOOK_URL,
    sessionLifetimeSeconds: values.PAYMENTS_SESSION_LIFETIME_SECONDS,
    logLevel: values.PAYMENTS_LOG_LEVEL,
  };
}
