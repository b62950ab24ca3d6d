import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { decideDevPages, devPagesModes, type DevPages } from './dev-pages.js';

/** The repository root: relative data paths resolve here, so `npm start` from any cwd shares one data dir. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export const realmName = 'rewright';

/**
 * Every variable the identity provider reads, with its default and meaning.
 * The README table is written from this list; keep them in step.
 */
export const identityEnvVariables = [
  { name: 'IDENTITY_HOST', default: '127.0.0.1', meaning: 'Interface to listen on.' },
  { name: 'IDENTITY_PORT', default: '8080', meaning: 'Port to listen on.' },
  {
    name: 'IDENTITY_PUBLIC_URL',
    default: 'http://localhost:8080',
    meaning: 'Address browsers use; the issuer is `{IDENTITY_PUBLIC_URL}/realms/rewright`.',
  },
  {
    name: 'IDENTITY_DATA_DIR',
    default: '.data/identity',
    meaning:
      'Signing key, users, sessions and reset links (relative paths resolve against the repo root).',
  },
  {
    name: 'IDENTITY_WEB_ORIGINS',
    default: 'http://localhost:8001,http://127.0.0.1:8001,http://localhost:5173',
    meaning:
      'Comma-separated origins of `rewright-web`: redirect URIs (any path) and CORS origins.',
  },
  {
    name: 'IDENTITY_ACCESS_TOKEN_SECONDS',
    default: '300',
    meaning: 'Access and ID token lifetime.',
  },
  {
    name: 'IDENTITY_SSO_IDLE_SECONDS',
    default: '1800',
    meaning: 'Idle lifetime of the sign-in session and of refresh tokens.',
  },
  {
    name: 'IDENTITY_API_AUDIENCE',
    default: 'rewright-api',
    meaning:
      "API audience added to access tokens beside `account`, as the realm's audience mapper does.",
  },
  {
    name: 'IDENTITY_DEV_PAGES',
    default: 'auto',
    meaning:
      'Serve the reset-links development page: `auto` only when `IDENTITY_HOST` is loopback, `true` always, `false` never.',
  },
  {
    name: 'IDENTITY_LOG_LEVEL',
    default: 'info',
    meaning: 'pino level: fatal, error, warn, info, debug, trace or silent.',
  },
] as const;

type EnvName = (typeof identityEnvVariables)[number]['name'];

const defaults = Object.fromEntries(identityEnvVariables.map((v) => [v.name, v.default])) as Record<
  EnvName,
  string
>;

const OriginSchema = z
  .string()
  .trim()
  .refine((value) => URL.canParse(value) && new URL(value).origin === value, {
    message:
      'each entry must be an origin such as http://localhost:8001 (no path, no trailing slash)',
  });

const positiveSeconds = z.coerce.number().int().positive();

const IdentityEnvSchema = z.object({
  IDENTITY_HOST: z.string().trim().min(1),
  IDENTITY_PORT: z.coerce.number().int().min(1).max(65535),
  IDENTITY_PUBLIC_URL: z
    .string()
    .trim()
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
      message: 'must be an http(s) URL',
    })
    .transform((value) => value.replace(/\/+$/, '')),
  IDENTITY_DATA_DIR: z.string().trim().min(1),
  IDENTITY_WEB_ORIGINS: z
    .string()
    .transform((value) => value.split(',').filter((entry) => entry.trim() !== ''))
    .pipe(z.array(OriginSchema).min(1)),
  IDENTITY_ACCESS_TOKEN_SECONDS: positiveSeconds,
  IDENTITY_SSO_IDLE_SECONDS: positiveSeconds,
  IDENTITY_API_AUDIENCE: z
    .string()
    .trim()
    .regex(/^[^\s,]+$/, { message: 'must be one audience, without spaces or commas' }),
  IDENTITY_DEV_PAGES: z.enum(devPagesModes),
  IDENTITY_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
});

export interface IdentityConfig {
  host: string;
  port: number;
  publicUrl: string;
  /** `{publicUrl}/realms/rewright` — the `iss` of every token and the base of every endpoint. */
  issuer: string;
  /** Absolute path. */
  dataDir: string;
  webOrigins: string[];
  accessTokenSeconds: number;
  ssoIdleSeconds: number;
  /** Put in every access token's `aud` beside `account`. */
  apiAudience: string;
  devPages: DevPages;
  logLevel: z.infer<typeof IdentityEnvSchema>['IDENTITY_LOG_LEVEL'];
}

export class ConfigError extends Error {}

/** Reads the configuration once; a wrong value throws a ConfigError naming the variable. */
export function readIdentityConfig(env: NodeJS.ProcessEnv): IdentityConfig {
  const raw = Object.fromEntries(
    identityEnvVariables.map((v) => [v.name, env[v.name] ?? defaults[v.name]]),
  );
  const parsed = IdentityEnvSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `${name}=${JSON.stringify(raw[name])}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid identity configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  return {
    host: values.IDENTITY_HOST,
    port: values.IDENTITY_PORT,
    publicUrl: values.IDENTITY_PUBLIC_URL,
    issuer: `${values.IDENTITY_PUBLIC_URL}/realms/${realmName}`,
    dataDir: isAbsolute(values.IDENTITY_DATA_DIR)
      ? values.IDENTITY_DATA_DIR
      : resolve(repoRoot, values.IDENTITY_DATA_DIR),
    webOrigins: values.IDENTITY_WEB_ORIGINS.map((origin) => origin.trim()),
    accessTokenSeconds: values.IDENTITY_ACCESS_TOKEN_SECONDS,
    ssoIdleSeconds: values.IDENTITY_SSO_IDLE_SECONDS,
    apiAudience: values.IDENTITY_API_AUDIENCE,
    devPages: decideDevPages(values.IDENTITY_DEV_PAGES, values.IDENTITY_HOST),
    logLevel: values.IDENTITY_LOG_LEVEL,
  };
}
