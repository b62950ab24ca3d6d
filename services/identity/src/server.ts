import { runService } from '@rewright/stand-in-kit/run-service';
import { buildIdentityApp } from './app.js';
import { ConfigError, identityEnvVariables, readIdentityConfig } from './config.js';
import { describeDevPages } from './dev-pages.js';

await runService({
  name: 'the identity provider',
  readConfig: () => readIdentityConfig(process.env),
  configError: ConfigError,
  envVariables: identityEnvVariables,
  build: (config) => buildIdentityApp({ config, logger: { level: config.logLevel } }),
  ready: (config) => ({
    fields: {
      issuer: config.issuer,
      dataDir: config.dataDir,
      webOrigins: config.webOrigins,
      devPages: config.devPages.enabled,
    },
    message: `Identity provider ready (realm rewright; demo user: demo / rewright-demo); ${describeDevPages(config.devPages)}`,
  }),
});
