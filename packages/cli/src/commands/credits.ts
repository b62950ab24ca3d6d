import {
  buyCreditsUrl,
  DEFAULT_SERVER,
  getCredentials,
  getCredits,
  plural,
} from '@rewright/workspace';
import { parseCommandLine } from '../command-line';
import type { CommandContext } from '../command-context';
import { ACCOUNT_EXIT_CODES } from '../exit-codes';
import {
  ACCOUNT_OPTIONS,
  expectNoPositionals,
  explicitServer,
  SERVER_HELP,
} from './account-options';

const COMMAND = 'rewright credits';

export const CREDITS_HELP = `Usage: rewright credits [options]

Shows your pack and credits: how many are left of how many, and how many were used. One credit
converts one test case.

Options:
${SERVER_HELP}

${ACCOUNT_EXIT_CODES}`;

export async function runCredits(args: string[], context: CommandContext): Promise<number> {
  const { values, positionals } = parseCommandLine(args, ACCOUNT_OPTIONS, COMMAND);
  const { terminal, env } = context;
  if (values.help) {
    terminal.stdout.write(CREDITS_HELP);
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
  const stats = await getCredits(credentials);
  const buy = buyCreditsUrl(credentials.server);
  if (values.json) {
    const { current_plan, total_credits, credits_used, remaining_credits } = stats;
    const document = {
      server: credentials.server,
      current_plan,
      total_credits,
      credits_used,
      remaining_credits,
      buy_url: buy,
    };
    terminal.stdout.write(`${JSON.stringify(document, null, 2)}\n`);
  } else {
    terminal.stdout.write(
      `${stats.current_plan}: ${stats.remaining_credits} of ${plural(stats.total_credits, 'credit')} left (${stats.credits_used} used).\nBuy more: ${buy}\n`,
    );
  }
  return 0;
}
