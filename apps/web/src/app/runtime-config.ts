/**
 * Runtime config: the server injects it per request into every HTML page as
 * `<script id="rewright-config" type="application/json">{…}</script>` (see vite.config.ts for dev).
 * It is read once at start-up; anything missing or malformed falls back to the local defaults so
 * unit tests and a bare `vite preview` still work.
 */
import type { recordPageViewOperation } from '@rewright/contracts';

/**
 * The page-view beacon's path (analytics.ts sends it without the API client, so the home page
 * loads no zod): typed from the contract, so a path that differs from the server's does not compile.
 */
const PAGE_VIEWS_PATH: (typeof recordPageViewOperation)['path'] = '/analytics/page-views';

export interface RuntimeConfig {
  keycloakUrl: string;
  realm: string;
  clientId: string;
  /** Empty turns analytics off entirely. */
  analyticsId: string;
  /** Where page views go when analyticsId is set; defaults to `{apiBase}/analytics/page-views`. */
  analyticsEndpoint: string;
  apiBase: string;
  /** Origin used for canonical links, without a trailing slash. */
  publicUrl: string;
}

export const defaultRuntimeConfig: RuntimeConfig = {
  keycloakUrl: 'http://localhost:8080',
  realm: 'rewright',
  clientId: 'rewright-web',
  analyticsId: '',
  analyticsEndpoint: `/api/v1${PAGE_VIEWS_PATH}`,
  apiBase: '/api/v1',
  publicUrl: 'http://localhost:8001',
};

const CONFIG_ELEMENT_ID = 'rewright-config';

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function isAbsolutePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//');
}

const checks: Record<keyof RuntimeConfig, (value: string) => boolean> = {
  keycloakUrl: isHttpUrl,
  realm: (value) => value.length > 0,
  clientId: (value) => value.length > 0,
  analyticsId: () => true,
  analyticsEndpoint: (value) => isAbsolutePath(value) || isHttpUrl(value),
  apiBase: isAbsolutePath,
  publicUrl: isHttpUrl,
};

/** Validates a parsed config object field by field; bad or missing fields keep their default. */
export function parseRuntimeConfig(input: unknown): { config: RuntimeConfig; problems: string[] } {
  const problems: string[] = [];
  const source =
    typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  if (source !== input) problems.push('runtime config is not an object');

  const apiBase =
    typeof source.apiBase === 'string' && checks.apiBase(source.apiBase)
      ? source.apiBase.replace(/\/+$/, '')
      : defaultRuntimeConfig.apiBase;
  const config: RuntimeConfig = {
    ...defaultRuntimeConfig,
    analyticsEndpoint: `${apiBase}${PAGE_VIEWS_PATH}`,
  };

  for (const key of Object.keys(checks) as (keyof RuntimeConfig)[]) {
    const value = source[key];
    if (value === undefined) continue;
    if (typeof value !== 'string' || !checks[key](value)) {
      problems.push(`runtime config field "${key}" is invalid; using the default`);
      continue;
    }
    config[key] = value;
  }
  config.apiBase = apiBase;
  config.keycloakUrl = config.keycloakUrl.replace(/\/+$/, '');
  config.publicUrl = config.publicUrl.replace(/\/+$/, '');
  return { config, problems };
}

/** Reads the config element from the page; logs (never throws) when it is missing or malformed. */
export function readRuntimeConfig(doc: Document = document): RuntimeConfig {
  const element = doc.getElementById(CONFIG_ELEMENT_ID);
  if (!element?.textContent) return parseRuntimeConfig({}).config;

  let raw: unknown;
  try {
    raw = JSON.parse(element.textContent);
  } catch {
    console.error('[rewright] runtime config is not valid JSON; using defaults');
    return defaultRuntimeConfig;
  }
  const { config, problems } = parseRuntimeConfig(raw);
  for (const problem of problems) console.error(`[rewright] ${problem}`);
  return config;
}
