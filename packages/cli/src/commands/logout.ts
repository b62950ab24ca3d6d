import { signOut } from '@rewright/workspace';
import { parseCommandLine } from '../command-line';
import type { CommandContext } from '../command-context';
import { EXIT } from '../exit-codes';
import { expectNoPositionals } from './account-options';

const COMMAND = 'rewright logout';

export const LOGOUT_HELP = `Usage: rewright logout [options]

Signs out: the session is revoked at the identity provider and the stored tokens are deleted.
When the identity provider cannot be reached the tokens are deleted all the same (exit 5).

Options:
      --json             print one JSON document to stdout
  -h, --help             show this help

Exit codes:
  0  signed out (or was not signed in)
  2  bad usage
  5  the tokens were deleted, but the identity provider did not answer to revoke them
`;

const OPTIONS = { json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } as const;

export async function runLogout(args: string[], context: CommandContext): Promise<number> {
  const { values, positionals } = parseCommandLine(args, OPTIONS, COMMAND);
  const { terminal } = context;
  if (values.help) {
    terminal.stdout.write(LOGOUT_HELP);
    return 0;
  }
  expectNoPositionals(positionals, COMMAND);
  const result = await signOut(context.tokenStore());
  const message = !result.wasSignedIn
    ? 'You were not signed in.'
    : result.revokeError
      ? `Signed out on this machine (the stored tokens are deleted), but the session could not be revoked: ${result.revokeError.message} It ends when it expires.`
      : result.revoked
        ? `Signed out of ${result.session!.server}: the session is revoked and the stored tokens are deleted.`
        : `Signed out of ${result.session!.server}: the stored tokens are deleted (the identity provider offers no revocation; the session ends when it expires).`;
  if (values.json) {
    terminal.stdout.write(
      `${JSON.stringify({ wasSignedIn: result.wasSignedIn, revoked: result.revoked, message }, null, 2)}\n`,
    );
  }
  if (result.revokeError) {
    terminal.stderr.write(`${COMMAND}: ${message}\n`);
    return EXIT.unreachable;
  }
  if (!values.json) terminal.stdout.write(`${message}\n`);
  if (context.env.REWRIGHT_TOKEN && !values.json) {
    terminal.stdout.write(
      'REWRIGHT_TOKEN is still set: commands keep using it until you unset it.\n',
    );
  }
  return EXIT.ok;
}
