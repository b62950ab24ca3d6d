import { buildPaymentsApp } from './app.js';
import { ConfigError, paymentsEnvVariables, readPaymentsConfig } from './config.js';

// Config is read once; a wrong value stops start-up with the variable's name.
let config;
try {
  config = readPaymentsConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(
    `${error.message}\nVariables: ${paymentsEnvVariables.map((v) => v.name).join(', ')}`,
  );
  process.exit(1);
}

const app = await buildPaymentsApp({ config, logger: { level: config.logLevel } });

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'Shutting down');
    // Pending webhook timers are dropped; their events stay pending and resume at next start.
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
    { publicUrl: config.publicUrl, dataDir: config.dataDir, webhookUrl: config.webhookUrl },
    'Payment emulator ready (test card 4242 4242 4242 4242)',
  );
} catch (error) {
  app.log.error({ err: error }, 'Could not start the payment emulator');
  process.exit(1);
}
