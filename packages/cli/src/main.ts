import { createInterface } from 'node:readline/promises';
import { readFileSync } from 'node:fs';
import {
  loadScanEngine,
  openSystemBrowser,
  WorkspaceError,
  type OpenBrowser,
  type ScanEngine,
  type TokenStore,
} from '@rewright/workspace';
import type { CommandContext } from './command-context';
import { APP_HELP, runApp } from './commands/app';
import { CONVERT_HELP, runConvert } from './commands/convert';
import { CREDITS_HELP, runCredits } from './commands/credits';
import { fileTokenStore, LOGIN_HELP, runLogin } from './commands/login';
import { LOGOUT_HELP, runLogout } from './commands/logout';
import { runScan, SCAN_HELP } from './commands/scan';
import { runVerify, VERIFY_HELP } from './commands/verify';
import { runWhoami, WHOAMI_HELP } from './commands/whoami';
import { parseCommandLine } from './command-line';
import type { Converter } from './converter';
import { loadEngine } from './converter';
import { EXIT, exitCodeOf } from './exit-codes';
import type { Terminal } from './terminal';
import { UsageError } from './usage-error';

export const MAIN_HELP = `Usage: rewright <command> [options]

Converts Protractor and Selenium test suites to Playwright Test TypeScript.

Commands:
  login           sign in to Rewright in your browser
  logout          sign out: revoke the session and delete the stored tokens
  whoami          show who you are signed in as
  credits         show your pack and credits
  scan <src>      list the suite's files and test cases, and what converting it costs
  convert <src>   convert the suite in the folder <src> (--dry-run: show what and the cost)
  verify <out>    type-check and list a converted suite; run it with --base-url;
                  --compare <src>: run the original suite too and compare, per test
  app             open the Rewright app in a window (runs on this machine)
  help <command>  show a command's options and exit codes (or: rewright <command> --help)

Options:
  -h, --help      show this help
  -v, --version   show the version

Environment:
  REWRIGHT_SERVER       the Rewright server (default http://localhost:8001)
  REWRIGHT_TOKEN        an access token to use instead of signing in (CI)
  REWRIGHT_CONFIG_DIR   where the sign-in is stored

Example:
  npx rewright scan e2e && npx rewright convert e2e --report rewright-report.html
`;

/** Per command: how to run it and its help, which `rewright help <command>` also prints. */
const COMMANDS: Record<
  string,
  { run: (args: string[], context: CommandContext) => Promise<number>; help: string }
> = {
  login: { run: runLogin, help: LOGIN_HELP },
  logout: { run: runLogout, help: LOGOUT_HELP },
  whoami: { run: runWhoami, help: WHOAMI_HELP },
  credits: { run: runCredits, help: CREDITS_HELP },
  scan: { run: runScan, help: SCAN_HELP },
  convert: { run: runConvert, help: CONVERT_HELP },
  verify: { run: runVerify, help: VERIFY_HELP },
  app: { run: runApp, help: APP_HELP },
};

/** An exit code for a bug in rewright (an exception nobody expected), apart from 0, 1 and 2. */
export const INTERNAL_ERROR = EXIT.internal;

/** The process's world; tests replace what they need (the default is the real one). */
export interface MainContext {
  terminal: Terminal;
  loadConverter?: () => Promise<Converter>;
  loadScanEngine?: () => Promise<ScanEngine>;
  env?: NodeJS.ProcessEnv;
  openBrowser?: OpenBrowser;
  tokenStore?: () => TokenStore;
  signal?: AbortSignal;
  /** Tests only: another place for the dev-only file of unmetered runs (`src/unmetered.ts`). */
  unmeteredMarker?: URL;
}

export function readVersion(): string {
  const packageJson = JSON.parse(
    readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
  ) as {
    version: string;
  };
  return packageJson.version;
}

/** Runs one command line (without `node` and the script) and returns the exit code; never throws. */
export async function main(args: string[], context: MainContext): Promise<number> {
  const { terminal } = context;
  try {
    return await dispatch(args, context);
  } catch (error) {
    if (error instanceof UsageError) {
      terminal.stderr.write(
        `${error.command}: ${error.message}. Run '${error.command} --help' for usage.\n`,
      );
      return EXIT.usage;
    }
    if (error instanceof WorkspaceError) {
      const command = commandName(args);
      // Unreadable input reads like bad usage (exit 2, a pointer to the help); the rest say what to do.
      terminal.stderr.write(
        error.kind === 'unreadable-input'
          ? `${command}: ${error.message}. Run '${command} --help' for usage.\n`
          : `${command}: ${error.message}\n`,
      );
      return exitCodeOf[error.kind];
    }
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
    terminal.stderr.write(`rewright: internal error, please report it:\n${detail}\n`);
    return INTERNAL_ERROR;
  }
}

async function dispatch(args: string[], context: MainContext): Promise<number> {
  const { terminal } = context;
  const [first, ...rest] = args;
  if (first === undefined) {
    terminal.stderr.write(MAIN_HELP);
    return 2;
  }
  if (first === 'help') {
    const topic = rest[0] === undefined ? undefined : COMMANDS[rest[0]];
    if (rest[0] !== undefined && topic === undefined)
      throw new UsageError(`unknown command '${rest[0]}'`);
    terminal.stdout.write(topic?.help ?? MAIN_HELP);
    return 0;
  }
  if (first.startsWith('-')) {
    const { values, positionals } = parseCommandLine(
      args,
      { help: { type: 'boolean', short: 'h' }, version: { type: 'boolean', short: 'v' } },
      'rewright',
    );
    if (positionals.length > 0)
      throw new UsageError('options go after the command: rewright <command> [options]');
    terminal.stdout.write(values.version ? `${readVersion()}\n` : MAIN_HELP);
    return 0;
  }
  const command = COMMANDS[first];
  if (command === undefined) throw new UsageError(`unknown command '${first}'`);
  const env = context.env ?? process.env;
  return command.run(rest, {
    terminal,
    env,
    loadConverter: context.loadConverter ?? loadEngine,
    loadScanEngine: context.loadScanEngine ?? loadScanEngine,
    openBrowser: context.openBrowser ?? openSystemBrowser,
    tokenStore: context.tokenStore ?? (() => fileTokenStore(env, terminal.stderr)),
    ...(context.signal ? { signal: context.signal } : {}),
    ...(context.unmeteredMarker ? { unmeteredMarker: context.unmeteredMarker } : {}),
  });
}

/** `rewright scan`, or just `rewright` when the command is not known. */
function commandName(args: string[]): string {
  return args[0] !== undefined && COMMANDS[args[0]] ? `rewright ${args[0]}` : 'rewright';
}

/** One question on stderr (stdout stays for results), one line of answer from stdin. */
async function askOnStderr(question: string): Promise<string> {
  const lines = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return await lines.question(question);
  } finally {
    lines.close();
  }
}

/** The `bin/rewright.js` entry: real process streams, exit code through `process.exitCode`. */
export async function runFromProcess(): Promise<void> {
  // Ctrl-C while waiting for the browser ends the sign-in cleanly (the listener closes and the
  // command says so); any other work is stopped shortly after, as without a handler.
  const interrupt = new AbortController();
  process.once('SIGINT', () => {
    interrupt.abort();
    setTimeout(() => process.exit(130), 500).unref();
  });
  process.exitCode = await main(process.argv.slice(2), {
    terminal: {
      stdout: process.stdout,
      stderr: process.stderr,
      cwd: process.cwd(),
      stdin: { isTTY: process.stdin.isTTY === true, ask: askOnStderr },
    },
    signal: interrupt.signal,
  });
}
