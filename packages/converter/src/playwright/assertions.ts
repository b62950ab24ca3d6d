/**
 * Web-first assertions and polls: `await expect(target, message).not.matcher(...args, options)`
 * and `await expect.poll(() => read, options).matcher(...)`, which retry until the timeout as
 * WebDriver waits and Protractor's synchronised reads did.
 */
import {
  arrow,
  awaited,
  awaits,
  call,
  member,
  method,
  num,
  object,
  print,
  regex,
  type Code,
} from './code.js';
import type { Output } from './output.js';

export interface AssertionOptions {
  negated?: boolean;
  message?: Code;
  timeout?: Code;
}

function withTimeout(args: Code[], timeout: Code | undefined): Code[] {
  if (!timeout) return args;
  const last = args[args.length - 1];
  if (last?.k === 'object' && !args.slice(0, -1).some((a) => a.k === 'object'))
    return [
      ...args.slice(0, -1),
      { k: 'object', entries: [...last.entries, ['timeout', timeout]] },
    ];
  return [...args, object({ timeout })];
}

/** `await expect(target).matcher(args)`: a web-first assertion on a locator or page. */
export function expectWebFirst(
  out: Output,
  target: Code,
  matcher: string,
  args: Code[],
  options: AssertionOptions = {},
): Code {
  const expectCall = call(
    out.playwright('expect'),
    target,
    ...(options.message ? [options.message] : []),
  );
  const chain = options.negated ? member(expectCall, 'not') : expectCall;
  return awaited(method(chain, matcher, ...withTimeout(args, options.timeout)));
}

/**
 * `await expect.poll(() => read).matcher(args)`: a value read again until it matches. `read` is
 * the value, or `{ fn }` a function that reads it.
 */
export function expectPoll(
  out: Output,
  read: Code | { fn: Code },
  matcher: string,
  args: Code[],
  options: AssertionOptions = {},
): Code {
  const pollArgs: Code[] = ['fn' in read ? read.fn : arrow([], read, awaits(read))];
  if (options.message || options.timeout)
    pollArgs.push(object({ message: options.message, timeout: options.timeout }));
  const poll = method(out.playwright('expect'), 'poll', ...pollArgs);
  const chain = options.negated ? member(poll, 'not') : poll;
  return awaited(method(chain, matcher, ...args));
}

/** `expect(value).matcher(args)` on a plain value (no retry: the value is already read). */
export function expectValue(
  out: Output,
  actual: Code,
  matcher: string,
  args: Code[],
  options: AssertionOptions = {},
): Code {
  const expectCall = call(
    out.playwright('expect'),
    actual,
    ...(options.message ? [options.message] : []),
  );
  return method(options.negated ? member(expectCall, 'not') : expectCall, matcher, ...args);
}

const lineTerminators: Record<string, string> = {
  '\n': '\\n',
  '\r': '\\r',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * A regular expression matching `value` as a substring. The empty string matches everything, as
 * `includes('')` does: `/(?:)/` (what `new RegExp('')` prints), since `//` is a comment.
 */
export function substringRegex(value: string): Code {
  return regex(value === '' ? '(?:)' : regexSource(value));
}

/**
 * A wait's text argument for Playwright's text matchers: `exact` the value as it is, `pattern` a
 * regular expression of it, `substring` one matching it literally (Selenium's
 * `textToBePresentInElement…`). `literal` is the argument when the source wrote a string; `value`
 * its converted code otherwise.
 */
export function textMatcherArgument(
  literal: string | undefined,
  value: () => string,
  how: 'exact' | 'substring' | 'pattern',
): string {
  if (how === 'exact') return value();
  if (how === 'pattern')
    return literal !== undefined ? `/${literal.replace(/\//g, '\\/')}/` : `new RegExp(${value()})`;
  return literal !== undefined
    ? print(substringRegex(literal))
    : `new RegExp((${value()}).replace(/[.*+?^\${}()|[\\]\\\\]/g, '\\\\$&'))`;
}

function regexSource(value: string): string {
  return value
    .replace(/[\\^$.*+?()[\]{}|/]/g, (m) => `\\${m}`)
    .replace(/[\n\r\u2028\u2029]/g, (m) => lineTerminators[m] ?? m);
}

/** A regular expression matching exactly `value` (`/^$/` for the empty string). */
export function exactRegex(value: string): Code {
  return regex(`^${regexSource(value)}$`);
}

export function timeoutValue(ms: number): Code {
  return num(ms);
}
