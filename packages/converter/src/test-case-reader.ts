/**
 * Which test cases of a converted file kept a TODO: one credit is charged per test case converted
 * without a `// TODO(rewright):` marker inside it, so the clients need the test cases of the
 * *output*, each with whether a marker sits in it (or in the comment lines just above it, where
 * the converter puts the marker of a statement it could not convert).
 *
 * It reads tokens, not a syntax tree: it runs on every converted file, and on a 5 MiB spec a full
 * parse of the output cost more than half a second and a few hundred MiB (issue 10's budget). The
 * test file checks it against a full parse on every fixture's expected output. The tokens come
 * from a lexer of its own (`test-case-tokens.ts`), not TypeScript's scanner, which cost a third of
 * a second more.
 *
 * The reader is made from a TypeScript module all the same: the lexer takes the letters of
 * non-ASCII identifiers from its Unicode tables, to split the text where the compiler does. A
 * caller that must not load the compiler at start (the CLI's main thread, recounting after the AI
 * pass) passes the one it loaded lazily; the engine uses `testCasesOf` from `test-cases.ts`.
 */
import type TypeScript from 'typescript';
import type { ConvertedTestCase } from './api.js';
import { todoPrefix } from './diagnostics/todo.js';
import {
  identifierChars,
  isClose,
  isOpen,
  Kind,
  tokensOf,
  type IdentifierChars,
  type Tokens,
} from './test-case-tokens.js';

export type { ConvertedTestCase };

export function testCaseReader(ts: typeof TypeScript): (code: string) => ConvertedTestCase[] {
  const chars = identifierChars(ts);
  return (code) => testCasesOf(code, chars);
}

/**
 * The arguments of the call whose `(` is at `open`, as token index ranges, and the index of its
 * `)`; undefined when the text ends first.
 */
function callArguments(
  tokens: Tokens,
  open: number,
): { args: [number, number][]; close: number } | undefined {
  const args: [number, number][] = [];
  let depth = 0;
  let from = open + 1;
  for (let i = open + 1; i < tokens.length; i++) {
    const kind = tokens.kind(i)!;
    if (isOpen(kind)) depth += 1;
    else if (depth > 0 && isClose(kind)) depth -= 1;
    else if (depth === 0 && kind === Kind.Comma) {
      args.push([from, i]);
      from = i + 1;
    } else if (depth === 0 && kind === Kind.CloseParen) {
      if (i > from) args.push([from, i]); // no empty argument after a trailing comma
      return { args, close: i };
    }
  }
  return undefined;
}

/** An argument (token range) that is a function: `function …`, `async function …` or an arrow. */
function isFunctionArgument(tokens: Tokens, [from, to]: [number, number]): boolean {
  let first = from;
  if (tokens.kind(first) === Kind.Async && first + 1 < to) first += 1;
  if (tokens.kind(first) === Kind.Function) return true;
  let depth = 0;
  for (let i = from; i < to; i++) {
    const kind = tokens.kind(i)!;
    if (isOpen(kind)) depth += 1;
    else if (isClose(kind)) depth -= 1;
    else if (depth === 0 && kind === Kind.Arrow) return true;
  }
  return false;
}

/**
 * `test(…)`, `test.only|skip|fixme|fail(…)` with a title and a function last; not
 * `test.describe`, hooks, a modifier called bare (no title, no function) or `x.test(…)`. Gives the
 * index of the `(`.
 */
function testCallOpen(tokens: Tokens, at: number): number | undefined {
  if (tokens.kind(at) !== Kind.Test) return undefined;
  const before = tokens.kind(at - 1);
  if (before === Kind.Dot || before === Kind.QuestionDot) {
    return undefined;
  }
  const next = tokens.kind(at + 1);
  if (next === Kind.OpenParen) return at + 1;
  if (
    next === Kind.Dot &&
    tokens.kind(at + 2) === Kind.TestModifier &&
    tokens.kind(at + 3) === Kind.OpenParen
  ) {
    return at + 3;
  }
  return undefined;
}

/** 1-based line of each offset, for offsets given in increasing order. */
function lineCounter(code: string): (offset: number) => number {
  let line = 1;
  let scanned = 0;
  return (offset) => {
    for (let at = code.indexOf('\n', scanned); at !== -1 && at < offset;) {
      line += 1;
      scanned = at + 1;
      at = code.indexOf('\n', scanned);
    }
    return line;
  };
}

/** Index of the token that closes the bracket opened at `open`; undefined when the text ends first. */
function closing(tokens: Tokens, open: number): number | undefined {
  let depth = 0;
  for (let i = open; i < tokens.length; i++) {
    const kind = tokens.kind(i)!;
    if (isOpen(kind)) depth += 1;
    else if (isClose(kind)) {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return undefined;
}

/**
 * `for (const … of [a, b, …]) …` at `at`: a parametrized test (pytest's parametrize, a data
 * provider, a `forEach` over rows) is written as a loop over its cases, and each case is a test case
 * of its own. Gives the number of elements and the last token of the loop's body. A loop over
 * anything but an array literal is not counted: its cases are only known when it runs.
 */
function literalLoop(
  code: string,
  tokens: Tokens,
  at: number,
): { cases: number; end: number } | undefined {
  if (tokens.kind(at) !== Kind.For) return undefined;
  if (tokens.kind(at + 1) !== Kind.OpenParen) return undefined;
  const head = closing(tokens, at + 1);
  if (head === undefined) return undefined;
  let of = -1;
  for (let i = at + 2, depth = 0; i < head; i++) {
    const kind = tokens.kind(i)!;
    if (isOpen(kind)) depth += 1;
    else if (isClose(kind)) depth -= 1;
    else if (depth === 0 && kind === Kind.Of) of = i;
  }
  if (of < 0) return undefined;
  // `[…]`, also `[…] as const` and `([…] as const).entries()` (Jest's table tests converted).
  const paren = tokens.kind(of + 1) === Kind.OpenParen;
  const open = paren ? of + 2 : of + 1;
  if (tokens.kind(open) !== Kind.OpenBracket) return undefined;
  const close = closing(tokens, open);
  if (close === undefined) return undefined;
  let after = close + 1;
  if (isWord(code, tokens, after, 'as') && isWord(code, tokens, after + 1, 'const')) after += 2;
  if (paren) {
    if (tokens.kind(after) !== Kind.CloseParen) return undefined;
    after += 1;
  }
  if (
    tokens.kind(after) === Kind.Dot &&
    isWord(code, tokens, after + 1, 'entries') &&
    tokens.kind(after + 2) === Kind.OpenParen &&
    tokens.kind(after + 3) === Kind.CloseParen
  )
    after += 4;
  if (after !== head) return undefined;
  let cases = 0;
  let element = false;
  for (let i = open + 1, depth = 0; i < close; i++) {
    const kind = tokens.kind(i)!;
    if (depth === 0 && kind === Kind.Comma) {
      element = false;
      continue;
    }
    if (depth === 0 && !element) {
      // A spread's length is not known before the run.
      if (kind === Kind.DotDotDot) return undefined;
      cases += 1;
      element = true;
    }
    if (isOpen(kind)) depth += 1;
    else if (isClose(kind)) depth -= 1;
  }
  const end =
    tokens.kind(head + 1) === Kind.OpenBrace
      ? closing(tokens, head + 1)
      : statementEnd(tokens, head + 1);
  return end === undefined ? undefined : { cases, end };
}

/** Whether the token at `at` is `word` as written. */
function isWord(code: string, tokens: Tokens, at: number, word: string): boolean {
  const start = tokens.starts[at];
  return (
    at < tokens.length && tokens.ends[at]! - start! === word.length && code.startsWith(word, start)
  );
}

/** The last token of the statement that starts at `from` (its `;`, or the token before a `}`). */
function statementEnd(tokens: Tokens, from: number): number | undefined {
  for (let i = from, depth = 0; i < tokens.length; i++) {
    const kind = tokens.kind(i)!;
    if (isOpen(kind)) depth += 1;
    else if (isClose(kind)) {
      if (depth === 0) return i - 1;
      depth -= 1;
    } else if (depth === 0 && kind === Kind.Semicolon) return i;
  }
  return tokens.length - 1;
}

/**
 * The test cases of converted Playwright Test code, in source order. A test inside loops over
 * array literals is listed once per case (its name and line repeated).
 */
function testCasesOf(code: string, chars: IdentifierChars): ConvertedTestCase[] {
  const tokens = tokensOf(code, chars);
  const lineOf = lineCounter(code);
  const found: ConvertedTestCase[] = [];
  // The literal loops around the current token: how many cases each has, and where it ends.
  const loops: { cases: number; end: number }[] = [];
  for (let i = 0; i < tokens.length; i++) {
    // Nearly every token starts neither a loop nor a test: skipped without a call, it costs little
    // before the loop is compiled.
    const kind = tokens.kinds[i];
    if (kind !== Kind.For && kind !== Kind.Test) continue;
    while (loops.length > 0 && loops.at(-1)!.end < i) loops.pop();
    const loop = literalLoop(code, tokens, i);
    if (loop) loops.push(loop);
    const open = testCallOpen(tokens, i);
    if (open === undefined) continue;
    const call = callArguments(tokens, open);
    if (!call || call.args.length < 2 || !isFunctionArgument(tokens, call.args.at(-1)!)) continue;
    const [titleFrom, titleTo] = call.args[0]!;
    const literal = titleTo === titleFrom + 1 ? tokens.titles.get(titleFrom) : undefined;
    const name = literal ?? code.slice(tokens.starts[titleFrom], tokens.ends[titleTo - 1]);
    // From the end of the token before the call: the comment lines above it are its own.
    const from = i > 0 ? tokens.ends[i - 1]! : 0;
    const testCase = {
      name,
      line: lineOf(tokens.starts[i]!),
      todo: code.slice(from, tokens.ends[call.close]).includes(todoPrefix),
    };
    const cases = loops.reduce((product, around) => product * around.cases, 1);
    for (let n = 0; n < cases; n++) found.push({ ...testCase });
    i = call.close; // a test inside a test is not a test case of its own
  }
  return found;
}
