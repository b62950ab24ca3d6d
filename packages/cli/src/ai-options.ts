import {
  AiSettingsError,
  plural,
  readAiSettings,
  type AiRunReport,
  type AiSettingsOutcome,
} from '@rewright/workspace';
import { UsageError } from './usage-error';

/** The `--ai-*` options of `rewright convert` (the key is read from the environment only). */
export const AI_OPTIONS = {
  'ai-provider': { type: 'string' },
  'ai-base-url': { type: 'string' },
  'ai-model': { type: 'string' },
  'ai-timeout': { type: 'string' },
  'ai-max-requests': { type: 'string' },
} as const;

export const AI_HELP = `      --ai-provider <p>  ask an AI provider about the TODOs the rules leave: openai (any
                         OpenAI-compatible endpoint: OpenAI, Azure, Ollama, vLLM, llama.cpp,
                         LM Studio), anthropic, or off (default: REWRIGHT_AI_PROVIDER, else off)
      --ai-base-url <u>  the provider's endpoint (default: REWRIGHT_AI_BASE_URL, else its own)
      --ai-model <name>  the model (default: REWRIGHT_AI_MODEL)
      --ai-timeout <ms>  per request (default: REWRIGHT_AI_TIMEOUT_MS, else 30000)
      --ai-max-requests <n>  requests per run, retries included (default: REWRIGHT_AI_MAX_REQUESTS, else 50)`;

export const AI_ENVIRONMENT_HELP = `AI provider (optional, off by default; only each TODO's statement and a few lines around it are
sent, and an answer replaces the TODO only if it parses and type-checks):
  REWRIGHT_AI_PROVIDER     openai, anthropic or off
  REWRIGHT_AI_API_KEY      the provider's key (never a flag, never logged; a local
                           OpenAI-compatible server with a base URL needs none)
  REWRIGHT_AI_BASE_URL, REWRIGHT_AI_MODEL, REWRIGHT_AI_TIMEOUT_MS, REWRIGHT_AI_MAX_REQUESTS,
  REWRIGHT_AI_CONCURRENCY  (requests at once, default 2)`;

export function aiSettingsFrom(
  values: Partial<Record<keyof typeof AI_OPTIONS, string>>,
  env: NodeJS.ProcessEnv,
  command: string,
): AiSettingsOutcome {
  try {
    return readAiSettings(env, {
      ...(values['ai-provider'] === undefined ? {} : { provider: values['ai-provider'] }),
      ...(values['ai-base-url'] === undefined ? {} : { baseURL: values['ai-base-url'] }),
      ...(values['ai-model'] === undefined ? {} : { model: values['ai-model'] }),
      ...(values['ai-timeout'] === undefined ? {} : { timeoutMs: values['ai-timeout'] }),
      ...(values['ai-max-requests'] === undefined
        ? {}
        : { maxRequests: values['ai-max-requests'] }),
    });
  } catch (error) {
    if (error instanceof AiSettingsError) throw new UsageError(error.message, command);
    throw error;
  }
}

/** One plain line for the summary: off (deterministic only), or what the provider did. */
export function formatAi(ai: AiRunReport): string {
  if (!ai.enabled) return `AI: off (${ai.reason}).`;
  const replaced = ai.todos.filter((todo) => todo.outcome === 'replaced').length;
  const asked = ai.todos.length;
  return [
    `AI: ${ai.provider} was sent ${plural(asked, 'TODO')} (each statement and a few lines around it); ${replaced} replaced by type-checked code, ${asked - replaced} left as TODOs with a diagnostic saying why.`,
    ...(replaced > 0 ? [`Review the code marked "written by AI". ${ai.liveApp}`] : []),
    'What was sent for each TODO is listed in the --report and --json output.',
  ].join('\n');
}
