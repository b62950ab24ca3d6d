import { readFileSync } from 'node:fs';
import { CONVERT_HELP, runConvert } from './commands/convert';
import { parseCommandLine } from './command-line';
import type { Converter } from './converter';
import { loadEngine } from './converter';
import type { Terminal } from './terminal';
import { UsageError } from './usage-error';

export const MAIN_HELP = `Usage: rewright <command> [options]

Converts Protractor test suites to Playwright Test TypeScript.

Commands:
  convert <src>   convert the suite in the folder <src> (rewright convert --help)

Options:
  -h, --help      show this help
  -v, --version   show the version

Example:
  npx rewright convert e2e --report rewright-report.html
`;

/** Per command: how to run it and its help, which `rewright help <command>` also prints. */
const COMMANDS: Record<string, { run: typeof runConvert; help: string }> = {
  convert: { run: runConvert, help: CONVERT_HELP },
};

/** An exit code for a bug in rewright (an exception nobody expected), apart from 0, 1 and 2. */
export const INTERNAL_ERROR = 3;

export interface MainContext {
  terminal: Terminal;
  loadConverter?: () => Promise<Converter>;
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
      return 2;
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
  return command.run(rest, { terminal, loadConverter: context.loadConverter ?? loadEngine });
}

/** The `bin/rewright.js` entry: real process streams, exit code through `process.exitCode`. */
export async function runFromProcess(): Promise<void> {
  process.exitCode = await main(process.argv.slice(2), {
    terminal: { stdout: process.stdout, stderr: process.stderr, cwd: process.cwd() },
  });
}
