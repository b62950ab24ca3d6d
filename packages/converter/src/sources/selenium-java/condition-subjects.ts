/**
 * What a wait's condition is about and how its assertion is written: the element (a `By` found
 * from the page or the frame switched to, or an element), the wait's message and timeout, and a
 * text argument matched as is, as a substring or as a pattern.
 */
import { Unconvertible, type RuleContext, type Scope, type Val } from './context.js';
import { stringLiteral, type JNode } from './parser.js';
import { found } from './locate.js';
import { findRoot } from './frames.js';
import { textMatcherArgument } from '../../playwright/assertions.js';

export type Wait = Extract<Val, { t: 'wait' }>;

/** What an assertion is about, with the wait's failure message (`withMessage`) when it has one. */
export function subjectOf(code: string, wait: Wait): string {
  return wait.message ? `${code}, ${wait.message}` : code;
}

export function options(wait: Wait): string {
  return wait.timeout ? `{ timeout: ${wait.timeout} }` : '';
}

/** `expect.poll`'s options from the wait: its message, timeout and polling intervals. */
export function pollOptions(wait: Wait): string {
  const entries = [
    ...(wait.message ? [`message: ${wait.message}`] : []),
    ...(wait.timeout ? [`timeout: ${wait.timeout}`] : []),
    ...(wait.intervals ? [`intervals: [${wait.intervals}]`] : []),
  ];
  return entries.length ? `, { ${entries.join(', ')} }` : '';
}

/**
 * A wait on a value Selenium takes once `ready` holds of it (a lambda's answer, a script's
 * result): `read` again each try until it is (or, negated, is not), or read once in a tick of
 * `or`. The value goes in `name`; `kept`: the test reads it after the wait, so it is declared
 * outside the poll (`type`, when known, instead of `unknown`).
 */
export function untilReady(
  ctx: RuleContext,
  o: {
    wait: Wait;
    negated: boolean;
    read: string;
    ready: (value: string) => string;
    name: string;
    kept?: { type?: string };
  },
): void {
  const { wait, negated, read, ready, name, kept } = o;
  if (wait.once) {
    ctx.before.push(
      `const ${name}: unknown = ${read};`,
      `expect(${ready(name)}).toBe(${!negated});`,
    );
    return;
  }
  if (kept)
    ctx.before.push(
      kept.type ? `let ${name} = null as ${kept.type} | null;` : `let ${name}: unknown = null;`,
    );
  ctx.before.push(
    `await expect.poll(async () => {\n${kept ? name : `const ${name}: unknown`} = ${read};\nreturn ${ready(name)};\n}${pollOptions(wait)}).toBe(${!negated});`,
  );
}

/** The element a condition is about: a `By` (found from the page or frame) or an element. */
export function subject(
  ctx: RuleContext,
  node: JNode,
  scope: Scope,
): Extract<Val, { t: 'loc' | 'locs' }> {
  const v = ctx.expr(node, scope);
  const root = findRoot(ctx, scope);
  if (v.t === 'by') return { t: 'loc', code: foundFirst(v, root), leaf: v.form.leaf };
  if (v.t === 'loc' || v.t === 'locs') return v;
  if (v.t === 'js' && v.type === 'By')
    return { t: 'loc', code: `${root}.locator(${v.code}).first()`, leaf: false };
  throw new Unconvertible(node, 'selenium-java/unknown-condition', 'its element');
}

/** One element satisfies a Selenium condition; a web-first assertion on several is strict. */
export function foundFirst(v: Extract<Val, { t: 'by' }>, root: string): string {
  return found(v.form, root, false);
}

export function textArgument(
  ctx: RuleContext,
  node: JNode,
  scope: Scope,
  how: 'exact' | 'substring' | 'pattern',
): string {
  return textMatcherArgument(stringLiteral(node), () => ctx.value(node, scope), how);
}
