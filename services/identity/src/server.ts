import { buildIdentityApp } from './app.js';
import { ConfigError, identityEnvVariables, readIdentityConfig } from './config.js';

// Config is read once; a wrong value stops start-up with the variable's name.
let config;
try {
  config = readIdentityConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(
    `${error.message}\nVariables: ${identityEnvVariables.map((v) => v.name).join(', ')}`,
  );
  process.exit(1);
}

const app = await buildIdentityApp({ config, logger: { level: config.logLevel } });

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'Shutting down');
    // Pending file writes finish inside in-flight requests, which close() waits for.
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  });
}

try {
  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    { issuer: config.issuer, dataDir: config.dataDir, webOrigins: config.webOrigins },
    'Identity provider ready (realm rewright; demo user: demo / rewright-demo)',
  );
} catch (error) {
  app.log.error({ err: error }, 'Could not start the identity provider');
  process.exit(1);
}
