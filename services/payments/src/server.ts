import { runService } from '@rewright/stand-in-kit/run-service';
import { buildPaymentsApp } from './app.js';
import { ConfigError, paymentsEnvVariables, readPaymentsConfig } from './config.js';

// On shutdown, pending webhook timers are dropped; their events stay pending and resume at next start.
await runService({
  name: 'the payment emulator',
  readConfig: () => readPaymentsConfig(process.env),
  configError: ConfigError,
  envVariables: paymentsEnvVariables,
  build: (config) => buildPaymentsApp({ config, logger: { level: config.logLevel } }),
  ready: (config) => ({
    fields: { publicUrl: config.publicUrl, dataDir: config.dataDir, webhookUrl: config.webhookUrl },
    message: 'Payment emulator ready (test card 4242 4242 4242 4242)',
  }),
});
