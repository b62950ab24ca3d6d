import { parseArgs } from 'node:util';
import type { ParseArgsConfig } from 'node:util';
import { UsageError } from './usage-error';

type Options = NonNullable<ParseArgsConfig['options']>;

/**
 * `parseArgs` in strict mode, with its errors turned into one-line usage errors: Node's messages
 * run on with advice about `--` that does not apply to our commands, so only the first sentence
 * is kept ("Unknown option '--foo'").
 */
export function parseCommandLine<T extends Options>(args: string[], options: T, command: string) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const firstSentence = message.split(/\.\s|\n/)[0]!.replace(/\.$/, '');
    throw new UsageError(firstSentence.charAt(0).toLowerCase() + firstSentence.slice(1), command);
  }
}
