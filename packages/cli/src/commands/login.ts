import {
  createFileTokenStore,
  configDir,
  getAccount,
  resolveIdentity,
  resolveServer,
  signIn,
  SIGN_IN_TIMEOUT_MS,
} from '@rewright/workspace';
import { parseCommandLine } from '../command-line';
import type { CommandContext } from '../command-context';
import { UsageError } from '../usage-error';
import { expectNoPositionals, SERVER_HELP } from './account-options';

const COMMAND = 'rewright login';

export const LOGIN_HELP = `Usage: rewright login [options]

Signs in to Rewright in your browser: the identity provider's sign-in page opens, and the
browser hands the sign-in back to rewright on a one-time address on 127.0.0.1. The tokens are
kept in credentials.json (mode 0600) in the config folder (REWRIGHT_CONFIG_DIR overrides it) and
refreshed before they expire. The browser has 5 minutes to come back (REWRIGHT_SIGN_IN_TIMEOUT:
another limit, in seconds). In CI, set REWRIGHT_TOKEN instead of signing in.

Options:
      --no-browser       do not open a browser; print the address to open instead
${SERVER_HELP}

Exit codes:
  0  signed in
  2  bad usage
  5  the server or the identity provider did not answer
  6  the sign-in was not completed (denied, cancelled, timed out)
`;

const OPTIONS = {
  server: { type: 'string' },
  json: { type: 'boolean' },
  'no-browser': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

export async function runLogin(args: string[], context: CommandContext): Promise<number> {
  const { values, positionals } = parseCommandLine(args, OPTIONS, COMMAND);
  const { terminal, env } = context;
  if (values.help) {
    terminal.stdout.write(LOGIN_HELP);
    return 0;
  }
  expectNoPositionals(positionals, COMMAND);
  let server: string;
  try {
    server = resolveServer(values.server, env);
  } catch (error) {
    throw new UsageError((error as Error).message, COMMAND);
  }
  const timeoutMs = signInTimeout(env);
  const identity = await resolveIdentity(server, env);
  const store = context.tokenStore();
  const session = await signIn({
    server,
    identity,
    store,
    openBrowser: values['no-browser'] ? async () => undefined : context.openBrowser,
    onAuthorizationUrl: (url) =>
      terminal.stderr.write(
        values['no-browser']
          ? `Open this address in your browser to sign in:\n  ${url}\n`
          : `Opening your browser to sign in. If it does not open, visit:\n  ${url}\n`,
      ),
    timeoutMs,
    ...(context.signal ? { signal: context.signal } : {}),
  });
  // A first sign-in from the app creates the account (+25 free credits), as the website does.
  const profile = await getAccount({ server, accessToken: session.accessToken, source: 'stored' });
  if (values.json) {
    terminal.stdout.write(
      `${JSON.stringify({ server, username: profile.username, email: profile.email }, null, 2)}\n`,
    );
  } else {
    terminal.stdout.write(`Signed in to ${server} as ${describeUser(profile)}.\n`);
  }
  return 0;
}

/** How long the browser has to come back: `REWRIGHT_SIGN_IN_TIMEOUT` seconds, else 5 minutes. */
function signInTimeout(env: NodeJS.ProcessEnv): number {
  const raw = env.REWRIGHT_SIGN_IN_TIMEOUT;
  if (raw === undefined || raw.trim() === '') return SIGN_IN_TIMEOUT_MS;
  const seconds = Number(raw);
  // A day at most: beyond 2^31 ms a timer fires at once.
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 86_400) {
    throw new UsageError(
      `REWRIGHT_SIGN_IN_TIMEOUT must be a number of seconds above 0 and at most 86400, not '${raw}'`,
      COMMAND,
    );
  }
  return seconds * 1000;
}

export function describeUser(profile: { username: string; email: string }): string {
  return profile.email ? `${profile.username} (${profile.email})` : profile.username;
}

/** The CLI's token store: the 0600 file; warnings (a repaired mode) go to stderr. */
export function fileTokenStore(env: NodeJS.ProcessEnv, stderr: { write(text: string): unknown }) {
  return createFileTokenStore({
    folder: configDir(env),
    onWarning: (message) => stderr.write(`rewright: warning: ${message}\n`),
  });
}
