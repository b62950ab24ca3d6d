import { readFileSync } from 'node:fs';
import { scriptSchema, type Script } from './script.js';

/** Every variable the stand-in reads; the README table follows this list. */
export const aiProviderEnvVariables = [
  { name: 'AI_PROVIDER_HOST', default: '127.0.0.1', meaning: 'Interface to listen on.' },
  { name: 'AI_PROVIDER_PORT', default: '11435', meaning: 'Port to listen on.' },
  {
    name: 'AI_PROVIDER_API_KEY',
    default: 'sk-rewright-local',
    meaning:
      'The only key accepted (`Authorization: Bearer …`, or `x-api-key` for Anthropic); any other gets 401.',
  },
  {
    name: 'AI_PROVIDER_SCRIPT',
    default: '',
    meaning:
      'A JSON file with the script (`src/script.ts`); empty: no answers until `PUT /_script`.',
  },
  { name: 'AI_PROVIDER_LOG_LEVEL', default: 'info', meaning: 'pino level, or silent.' },
] as const;

export interface AiProviderConfig {
  host: string;
  port: number;
  logLevel: string;
  apiKey: string;
  script?: Script;
}

export class ConfigError extends Error {}

export function readAiProviderConfig(env: NodeJS.ProcessEnv): AiProviderConfig {
  const port = Number(env.AI_PROVIDER_PORT ?? '11435');
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`AI_PROVIDER_PORT must be a port number, got '${env.AI_PROVIDER_PORT}'`);
  }
  const scriptPath = env.AI_PROVIDER_SCRIPT;
  let script: Script | undefined;
  if (scriptPath) {
    try {
      script = scriptSchema.parse(JSON.parse(readFileSync(scriptPath, 'utf8')));
    } catch (error) {
      throw new ConfigError(
        `AI_PROVIDER_SCRIPT ${scriptPath} is not a readable script: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return {
    host: env.AI_PROVIDER_HOST ?? '127.0.0.1',
    port,
    logLevel: env.AI_PROVIDER_LOG_LEVEL ?? 'info',
    apiKey: env.AI_PROVIDER_API_KEY ?? 'sk-rewright-local',
    ...(script ? { script } : {}),
  };
}
