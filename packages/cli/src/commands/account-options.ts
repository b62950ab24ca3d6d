import { resolveServer } from '@rewright/workspace';
import { UsageError } from '../usage-error';

/** Options every signed-in command takes. */
export const ACCOUNT_OPTIONS = {
  server: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

export const SERVER_HELP = `      --server <url>     the Rewright server (default: REWRIGHT_SERVER, else the signed-in
                         server, else http://localhost:8001)
      --json             print one JSON document to stdout
  -h, --help             show this help`;

/** `--server` or `REWRIGHT_SERVER` when given (undefined: the stored session's). */
export function explicitServer(
  flag: string | undefined,
  env: NodeJS.ProcessEnv,
  command: string,
): string | undefined {
  if (flag === undefined && !env.REWRIGHT_SERVER) return undefined;
  try {
    return resolveServer(flag, env);
  } catch (error) {
    throw new UsageError((error as Error).message, command);
  }
}

export function expectNoPositionals(positionals: string[], command: string): void {
  if (positionals.length > 0)
    throw new UsageError(`unexpected argument '${positionals[0]}'`, command);
}
