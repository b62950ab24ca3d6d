/**
 * Which AI provider, if any, is asked about the TODOs the rules leave: from the environment, with
 * command-line flags over it. Off unless a provider and a key (or, for a local OpenAI-compatible
 * server, a base URL) are given.
 */

export type AiProviderKind = 'openai' | 'anthropic';

export interface AiSettings {
  provider: AiProviderKind;
  /** Omitted: the provider's own endpoint. */
  baseURL?: string;
  /** Never logged, never in a report. */
  apiKey: string;
  model: string;
  /** Per request, in milliseconds. */
  timeoutMs: number;
  /** Requests in flight at once. */
  concurrency: number;
  /** Requests per run, retries included: the rest of the TODOs stay TODOs. */
  maxRequests: number;
  /** Further attempts after a 429 or a 5xx. */
  maxRetries: number;
  /** A `retry-after` longer than this is not waited for. */
  maxRetryWaitMs: number;
}

export type AiSettingsOutcome =
  { enabled: true; settings: AiSettings } | { enabled: false; reason: string };

/** What `--ai-*` flags can set; each overrides its variable. */
export interface AiFlags {
  provider?: string;
  baseURL?: string;
  model?: string;
  timeoutMs?: string;
  maxRequests?: string;
}

export const AI_ENVIRONMENT = [
  'REWRIGHT_AI_PROVIDER',
  'REWRIGHT_AI_BASE_URL',
  'REWRIGHT_AI_API_KEY',
  'REWRIGHT_AI_MODEL',
  'REWRIGHT_AI_TIMEOUT_MS',
  'REWRIGHT_AI_MAX_REQUESTS',
  'REWRIGHT_AI_CONCURRENCY',
] as const;

const DEFAULT_MODEL: Record<AiProviderKind, string> = {
  openai: 'gpt-4o-mini',
  anthropic: 'claude-3-5-haiku-latest',
};

export class AiSettingsError extends Error {}

/**
 * Reads the settings; a malformed value (an unknown provider, a timeout that is not a number) is an
 * `AiSettingsError` naming the variable or flag, since the user asked for the provider and should
 * not silently get a run without it.
 */
export function readAiSettings(env: NodeJS.ProcessEnv, flags: AiFlags = {}): AiSettingsOutcome {
  return readFrom(
    {
      provider: flags.provider ?? env.REWRIGHT_AI_PROVIDER,
      baseURL: flags.baseURL ?? nonEmpty(env.REWRIGHT_AI_BASE_URL),
      apiKey: nonEmpty(env.REWRIGHT_AI_API_KEY),
      model: flags.model ?? nonEmpty(env.REWRIGHT_AI_MODEL),
    },
    env,
    flags,
    {
      provider: 'REWRIGHT_AI_PROVIDER or --ai-provider',
      key: (provider) => `no key for the ${provider} provider (REWRIGHT_AI_API_KEY)`,
    },
  );
}

interface ChosenProvider {
  provider: string | undefined;
  baseURL: string | undefined;
  apiKey: string | undefined;
  model: string | undefined;
}

function readFrom(
  chosen: ChosenProvider,
  env: NodeJS.ProcessEnv,
  flags: AiFlags,
  says: { provider: string; key: (provider: AiProviderKind) => string },
): AiSettingsOutcome {
  const providerText = chosen.provider;
  if (providerText === undefined || providerText === '' || providerText === 'off') {
    return { enabled: false, reason: `no AI provider configured (${says.provider})` };
  }
  if (providerText !== 'openai' && providerText !== 'anthropic') {
    throw new AiSettingsError(
      `unknown AI provider '${providerText}' (supported: openai, anthropic, off)`,
    );
  }
  const provider: AiProviderKind = providerText;
  const baseURL = chosen.baseURL;
  if (baseURL !== undefined && !/^https?:\/\//.test(baseURL)) {
    throw new AiSettingsError(`the AI base URL must start with http:// or https:// (${baseURL})`);
  }
  const limits = {
    timeoutMs: positive(
      flags.timeoutMs ?? env.REWRIGHT_AI_TIMEOUT_MS,
      30_000,
      'the AI timeout (ms)',
    ),
    maxRequests: positive(
      flags.maxRequests ?? env.REWRIGHT_AI_MAX_REQUESTS,
      50,
      'the most AI requests per run',
    ),
    concurrency: positive(env.REWRIGHT_AI_CONCURRENCY, 2, 'REWRIGHT_AI_CONCURRENCY'),
  };
  // A local OpenAI-compatible server (Ollama, llama.cpp, LM Studio) takes any key.
  const apiKey =
    chosen.apiKey ?? (provider === 'openai' && baseURL !== undefined ? 'local' : undefined);
  if (apiKey === undefined) return { enabled: false, reason: says.key(provider) };
  return {
    enabled: true,
    settings: {
      provider,
      ...(baseURL === undefined ? {} : { baseURL }),
      apiKey,
      model: chosen.model ?? DEFAULT_MODEL[provider],
      ...limits,
      maxRetries: 2,
      maxRetryWaitMs: 30_000,
    },
  };
}

/** What the desktop app's settings hold for the provider; the key comes from its secret store. */
export interface SavedAiSettings {
  provider: AiProviderKind | 'none';
  /** '' for the provider's own endpoint. */
  baseURL: string;
  /** '' for the provider's default model. */
  model: string;
  apiKey?: string;
}

export type AiSettingsSource = 'settings' | 'environment';

/**
 * The desktop app's provider: its saved settings when they name one, else the environment as the
 * CLI reads it (docs/decisions.md, "AI provider in the desktop settings"). Settings that name a
 * provider are taken whole — no key from the environment under a provider chosen in the app;
 * the limits (timeout, requests per run) come from the environment either way. Never throws: a
 * malformed value turns the provider off, saying why.
 */
export function readAppAiSettings(
  saved: SavedAiSettings | undefined,
  env: NodeJS.ProcessEnv,
): { outcome: AiSettingsOutcome; source: AiSettingsSource } {
  if (!saved || saved.provider === 'none') {
    return { outcome: readAiSettingsOrOff(env), source: 'environment' };
  }
  const outcome = offWhenMalformed(() =>
    readFrom(
      {
        provider: saved.provider,
        baseURL: nonEmpty(saved.baseURL),
        apiKey: nonEmpty(saved.apiKey),
        model: nonEmpty(saved.model),
      },
      env,
      {},
      {
        provider: 'the settings name none',
        key: (provider) => `no API key is saved for the ${provider} provider`,
      },
    ),
  );
  return { outcome, source: 'settings' };
}

/** For a host with nobody to tell of bad usage (the desktop app): a malformed value turns it off. */
export function readAiSettingsOrOff(env: NodeJS.ProcessEnv): AiSettingsOutcome {
  return offWhenMalformed(() => readAiSettings(env));
}

function offWhenMalformed(read: () => AiSettingsOutcome): AiSettingsOutcome {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof AiSettingsError)) throw error;
    return { enabled: false, reason: `the AI settings are not usable: ${error.message}` };
  }
}

/** The settings as they may be shown: the key is never among them. */
export function describeAiSettings(settings: AiSettings): string {
  return `${settings.provider} (${settings.model}${settings.baseURL ? ` at ${settings.baseURL}` : ''})`;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function positive(text: string | undefined, fallback: number, name: string): number {
  if (text === undefined || text.trim() === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value <= 0) {
    throw new AiSettingsError(`${name} must be a positive whole number, got '${text}'`);
  }
  return value;
}
