import { runService } from '@rewright/stand-in-kit/run-service';
import { buildAiProviderApp } from './app.js';
import { aiProviderEnvVariables, ConfigError, readAiProviderConfig } from './config.js';

await runService({
  name: 'the AI provider stand-in',
  readConfig: () => readAiProviderConfig(process.env),
  configError: ConfigError,
  envVariables: aiProviderEnvVariables,
  build: async (config) =>
    (
      await buildAiProviderApp({
        apiKey: config.apiKey,
        ...(config.script ? { script: config.script } : {}),
        logger: { level: config.logLevel },
      })
    ).app,
  ready: (config) => ({
    fields: { host: config.host, port: config.port, scripted: config.script !== undefined },
    message: `AI provider stand-in ready: OpenAI base URL http://${config.host}:${config.port}/v1, Anthropic base URL http://${config.host}:${config.port}`,
  }),
});
