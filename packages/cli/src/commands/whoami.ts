import { DEFAULT_SERVER, getAccount, getCredentials } from '@rewright/workspace';
import { parseCommandLine } from '../command-line';
import type { CommandContext } from '../command-context';
import { ACCOUNT_EXIT_CODES } from '../exit-codes';
import {
  ACCOUNT_OPTIONS,
  expectNoPositionals,
  explicitServer,
  SERVER_HELP,
} from './account-options';
import { describeUser } from './login';

const COMMAND = 'rewright whoami';

export const WHOAMI_HELP = `Usage: rewright whoami [options]

Shows who you are signed in as, and at which server.

Options:
${SERVER_HELP}

${ACCOUNT_EXIT_CODES}`;

export async function runWhoami(args: string[], context: CommandContext): Promise<number> {
  const { values, positionals } = parseCommandLine(args, ACCOUNT_OPTIONS, COMMAND);
  const { terminal, env } = context;
  if (values.help) {
    terminal.stdout.write(WHOAMI_HELP);
    return 0;
  }
  expectNoPositionals(positionals, COMMAND);
  const server = explicitServer(values.server, env, COMMAND);
  const credentials = await getCredentials({
    store: context.tokenStore(),
    ...(server ? { server } : {}),
    defaultServer: DEFAULT_SERVER,
    env,
  });
  const profile = await getAccount(credentials);
  if (values.json) {
    const { username, email, first_name, last_name } = profile;
    const document = {
      server: credentials.server,
      username,
      email,
      first_name,
      last_name,
      token: credentials.source,
    };
    terminal.stdout.write(`${JSON.stringify(document, null, 2)}\n`);
  } else {
    const via = credentials.source === 'environment' ? ' (REWRIGHT_TOKEN)' : '';
    terminal.stdout.write(
      `Signed in to ${credentials.server} as ${describeUser(profile)}${via}.\n`,
    );
  }
  return 0;
}
