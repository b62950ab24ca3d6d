import type { FastifyInstance } from 'fastify';

interface ServiceConfig {
  host: string;
  port: number;
  logLevel: string;
}

export interface ServiceDefinition<C extends ServiceConfig> {
  /** Said in the log when start-up fails, e.g. "the identity provider". */
  name: string;
  readConfig: () => C;
  /** Thrown by `readConfig` for a bad variable; its message names the variable. */
  configError: new (...args: never[]) => Error;
  envVariables: readonly { name: string }[];
  build: (config: C) => Promise<FastifyInstance>;
  ready: (config: C) => { fields: Record<string, unknown>; message: string };
}

/**
 * Start-up shared by the stand-ins: config read once (a wrong value stops start-up with the
 * variable's name), listen, and a clean close on SIGINT/SIGTERM so in-flight requests — and
 * the file writes inside them — finish first.
 */
export async function runService<C extends ServiceConfig>(service: ServiceDefinition<C>) {
  let config: C;
  try {
    config = service.readConfig();
  } catch (error) {
    if (!(error instanceof service.configError)) throw error;
    console.error(
      `${error.message}\nVariables: ${service.envVariables.map((v) => v.name).join(', ')}`,
    );
    process.exit(1);
  }

  const app = await service.build(config);

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'Shutting down');
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
    const ready = service.ready(config);
    app.log.info(ready.fields, ready.message);
  } catch (error) {
    app.log.error({ err: error }, `Could not start ${service.name}`);
    process.exit(1);
  }
}
