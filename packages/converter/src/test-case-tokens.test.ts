/**
 * The test-case lexer against TypeScript's scanner, token by token: the reader used the scanner
 * before it had a lexer of its own, and finds the same test cases only if every token starts and
 * ends where the scanner put it, has the kind the reader tells apart, and every title the value
 * `getTokenValue()` gave.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { testCasesOf } from './test-cases.js';
import { identifierChars, Kind, keywords, tokensOf } from './test-case-tokens.js';

const fixtures = fileURLToPath(new URL('../fixtures', import.meta.url));
const SK = ts.SyntaxKind;

/** The scanner's kinds as the reader tells them apart (identifiers go by their text). */
const named = new Map<ts.SyntaxKind, Kind>([
  [SK.OpenParenToken, Kind.OpenParen],
  [SK.OpenBracketToken, Kind.OpenBracket],
  [SK.OpenBraceToken, Kind.OpenBrace],
  [SK.TemplateHead, Kind.TemplateHead],
  [SK.TemplateTail, Kind.TemplateTail],
  [SK.CloseParenToken, Kind.CloseParen],
  [SK.CloseBracketToken, Kind.CloseBracket],
  [SK.CloseBraceToken, Kind.CloseBrace],
  [SK.StringLiteral, Kind.String],
  [SK.NoSubstitutionTemplateLiteral, Kind.Template],
  [SK.TemplateMiddle, Kind.TemplateMiddle],
  [SK.CommaToken, Kind.Comma],
  [SK.SemicolonToken, Kind.Semicolon],
  [SK.DotToken, Kind.Dot],
  [SK.QuestionDotToken, Kind.QuestionDot],
  [SK.DotDotDotToken, Kind.DotDotDot],
  [SK.EqualsGreaterThanToken, Kind.Arrow],
  [SK.ForKeyword, Kind.For],
  [SK.OfKeyword, Kind.Of],
  [SK.AsyncKeyword, Kind.Async],
  [SK.FunctionKeyword, Kind.Function],
  ...[
    SK.PrivateIdentifier,
    SK.NumericLiteral,
    SK.BigIntLiteral,
    SK.RegularExpressionLiteral,
    SK.ThisKeyword,
    SK.SuperKeyword,
    SK.TrueKeyword,
    SK.FalseKeyword,
    SK.NullKeyword,
    SK.PlusPlusToken,
    SK.MinusMinusToken,
  ].map((kind): [ts.SyntaxKind, Kind] => [kind, Kind.Operand]),
]);

/** Tokens after which `/` divides, as the reader listed them when it drove the scanner. */
const endsOperand = new Set([
  SK.Identifier,
  SK.PrivateIdentifier,
  SK.NumericLiteral,
  SK.BigIntLiteral,
  SK.StringLiteral,
  SK.RegularExpressionLiteral,
  SK.NoSubstitutionTemplateLiteral,
  SK.TemplateTail,
  SK.CloseParenToken,
  SK.CloseBracketToken,
  SK.CloseBraceToken,
  SK.ThisKeyword,
  SK.SuperKeyword,
  SK.TrueKeyword,
  SK.FalseKeyword,
  SK.NullKeyword,
  SK.PlusPlusToken,
  SK.MinusMinusToken,
]);

interface Lexed {
  tokens: string[];
  titles: [number, string][];
}

/** The reader's former tokenizer: TypeScript's scanner, rescanning in context as it did. */
function scannerTokens(code: string): Lexed {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.Standard, code);
  const lexed: Lexed = { tokens: [], titles: [] };
  const templates: number[] = [];
  let braces = 0;
  let previous = SK.Unknown;
  for (let kind = scanner.scan(); kind !== SK.EndOfFileToken; kind = scanner.scan()) {
    if ((kind === SK.SlashToken || kind === SK.SlashEqualsToken) && !endsOperand.has(previous)) {
      kind = scanner.reScanSlashToken();
    } else if (kind === SK.OpenBraceToken) {
      braces += 1;
    } else if (kind === SK.CloseBraceToken) {
      if (templates.at(-1) === braces) {
        kind = scanner.reScanTemplateToken(false);
        if (kind === SK.TemplateTail) templates.pop();
      } else {
        braces -= 1;
      }
    }
    if (kind === SK.TemplateHead) templates.push(braces);
    if (
      previous === SK.OpenParenToken &&
      (kind === SK.StringLiteral || kind === SK.NoSubstitutionTemplateLiteral)
    ) {
      lexed.titles.push([lexed.tokens.length, scanner.getTokenValue()]);
    }
    const text = scanner.getTokenText();
    const ours =
      kind === SK.Identifier
        ? text === 'test'
          ? Kind.Test
          : ['only', 'skip', 'fixme', 'fail'].includes(text)
            ? Kind.TestModifier
            : Kind.Identifier
        : (named.get(kind) ?? Kind.Other);
    lexed.tokens.push(`${ours} ${scanner.getTokenStart()}-${scanner.getTokenEnd()} ${text}`);
    previous = kind;
  }
  return lexed;
}

const chars = identifierChars(ts);

function lexerTokens(code: string): Lexed {
  const tokens = tokensOf(code, chars);
  const lexed: Lexed = { tokens: [], titles: [...tokens.titles] };
  for (let i = 0; i < tokens.length; i++) {
    const [start, end] = [tokens.starts[i]!, tokens.ends[i]!];
    lexed.tokens.push(`${tokens.kinds[i]} ${start}-${end} ${code.slice(start, end)}`);
  }
  return lexed;
}

function expectSameTokens(code: string): void {
  const expected = scannerTokens(code);
  const actual = lexerTokens(code);
  // On a mismatch, the first token that differs and the text around it say more than 2 arrays.
  const at = actual.tokens.findIndex((token, i) => token !== expected.tokens[i]);
  expect({ code, at, token: actual.tokens[at] }).toEqual({
    code,
    at,
    token: expected.tokens[at],
  });
  expect(actual).toEqual(expected);
}

/** Inputs that trip lexers: each names what it is after. */
const tricky = [
  // A regular expression after `(`, `=`, `return`, `typeof`, `of`; a division after an operand.
  'f(/a\\/b[/]c/gi, 2); x = /=/; function g() { return /re/.test(s) } typeof /x/;',
  'for (const m of /y/g.exec(s)) {} a = b / c / d; e = (f) / 2; g = h[0] / i; h = `t` / 2;',
  'j = k++ / 2; l = this / 2; m /= 2; n = /=/.source; o = x\n/z/g.test(s); p = #q / 2;',
  'const r = /[/\\]]+/u; const s = /(?<name>a)\\k<name>/dgimsuyv; const t = /[[]/v;',
  // Unterminated regular expressions: the scanner stops before an unbalanced bracket.
  'f(/ab)c\ny); [/a{1,(]/; {/a;  \n} x = /(a[)]b\n/ {/[}/\ny};',
  // Templates in substitutions, braces and backticks inside them.
  'test(`a ${ { b: `c ${ d } e` } } f`, async () => {});',
  "const t = `x ${ `y ${ '`' } z` } w ${ { a: { b: 1 } }.a } `; `${a}${b}${`${c}`}`;",
  'x = `a${ } } `; }`stray`; `unterminated ${ x',
  // Strings: escaped quotes, Unicode escapes, legacy octal, line continuations, malformed escapes.
  "test('it\\'s', () => {}); test(\"say \\\"hi\\\"\", () => {}); test('a\\\\', () => {});",
  "test('\\u{1F600} \\u0041 \\x41 \\101 \\0 \\08 \\18 \\477 \\8 \\z \\\n next \\\r\n line', () => {});",
  "test('\\u{110000} \\u{ \\u{41 \\u00 \\x4 \\xg', () => {}); test('\\uD83D\\uDE00', () => {});",
  'test(`\\u{1F600} \\u00 \\x4 \\101 \\8 \\` \\${x} \r\n crlf \r cr \\\r\n`, () => {});',
  "test('unterminated\ntest('a', () => {}); test('ends in a backslash \\",
  // Comments holding `test(`, and between tokens.
  "// test('in a comment', () => {})\n/* test('block', () => {}) */ test('real', () => {});",
  "a /* c */ / b; x = 1 // c\n/re/.test(y); /* unterminated test('x', () => {})",
  // `test` as a property, `test.describe`, `test.info()`, modifiers (a bare modifier call, which is
  // no test case, is in test-cases.test.ts).
  "x.test('no', () => {}); x?.test('no', () => {}); test.describe('d', () => { test.info();",
  "test.fail('f', function () {}); test.fail('g', async function () {}); test . only ('h', () => {}) });",
  // Titles as templates; literal loops with a spread; a TODO above a test.
  'for (const x of [a, b, ...c]) test(`t ${x}`, () => {});',
  'for (const [a, b] of [[1, 2], [3, 4]]) { test(`p`, async () => {}); }',
  "// TODO(rewright): x: above\ntest('todo', () => {});",
  // Numbers and what may follow them.
  '1..toString(); .5e-3; 0x1Fn; 0b101; 0o17; 017; 019; 08.5; 08n; 1_000; 0_1; 1e; 1e+; 1ex;',
  '1n; 1nn; 1nx; 1.5n; 1e5n; 3in x; 0b2; 0o8; 0xg; 1.e5; 0.0; 0. ; 0x',
  // Identifiers: escaped, non-ASCII, private names, escaped keywords.
  "\\u0074est('escaped', () => {}); t\\u0065st('e2', () => {}); \\u{66}or (const x of [1]) {}",
  'café = 1; 𝑥 = 2 / 3; this.#p / 1; #\\u0061 / 2; # / 3; a\\u{62}c / 4; \\u{10FFFF} \\z ℮ / 5;',
  'o\\u0066 /x/; ₀ / 1; \u200c / 2; a\u200d / 3;',
  // The scanner drops an identifier's letters before a `\u{…}` escape back to an earlier escape.
  'x\\u{61}b\\u{63} / 2; f\\u{6f}r (;;) {} i\\u{66} /x/; .5n\\u{61} / 2; 1e5n\\u{61} / 3; .5n\\u0061 / 4;',
  // Operators, longest first.
  'a?.b; a ? .5 : 1; a?.5:1; a ?? b; a ??= b; a **= 2; a >>>= 1; a => b; a >= b; --z / 3; a!==b;',
  'a &&= b || c |= d ^= e %= f << g <<= h; x = y+++z; @dec class A {}; ~x; a:b;',
  // A shebang, merge conflict markers, a BOM, Unicode spaces and line breaks, odd characters.
  "#!/usr/bin/env node\ntest('shebang', () => {}); #! x",
  "<<<<<<< HEAD\ntest('ours', () => {});\n||||||| base\nx\n=======\ntest('theirs', () => {});\n>>>>>>> b\n",
  "\uFEFFtest('bom', () => {}); \u00A0 \u2028 \u3000 \u0085 \u1680 x / 2 \u2029 /re/",
  "a \x01 \\ \x7f / 2; \uD800 / 3; 😀 / 4;\ntest('x', () => {}) \uFFFD test('never read', () => {})",
];

/** A deterministic generator (mulberry32), so a failure reproduces. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Pieces to throw together: most inputs made of them are malformed in some way. */
const pieces = [
  ...['test', 'x', 'e', 'n', 'u', '_', '$', 'of', 'for', 'return', 'typeof', 'this', 'async'],
  ...['function', 'only', 'skip', '(', ')', '{', '}', '[', ']', '`', '${', "'", '"', '\\'],
  ...['/', '*', '//', '/*', '*/', '\n', '\r', ' ', '.', '?', '?.', '=', '=>', '>', '<', '|'],
  ...['#', '!', '0', '1', '9', '.5', 'e1', '0x', '0b', '\\u0041', '\\u{61}', '\\x', ',', ';'],
  ...['+', '-', '++', 'é', '\u2028', '𝑥', '=======', '<<<<<<< ', '>>>>>>> ', '\\\n', '\t'],
];

describe('the test-case lexer', () => {
  it('knows the keywords TypeScript scans as keywords', () => {
    const scanned: string[] = [];
    for (let kind = SK.FirstKeyword; kind <= SK.LastKeyword; kind++) {
      scanned.push(ts.tokenToString(kind)!);
    }
    expect([...keywords].sort()).toEqual(scanned.sort());
  });

  it.each(tricky.map((code) => [code]))('splits %j as the scanner does', (code) => {
    expectSameTokens(code);
  });

  it('finds the test cases of the tricky inputs the scanner found', () => {
    const input = (start: string): string => tricky.find((code) => code.startsWith(start))!;
    const names = (start: string): string[] => testCasesOf(input(start)).map((t) => t.name);
    expect(names('test(`a ${')).toEqual(['`a ${ { b: `c ${ d } e` } } f`']);
    expect(names("test('it")).toEqual(["it's", 'say "hi"', 'a\\']);
    // A string's legacy octal escapes read as characters, a template's as written.
    expect(names("test('\\u{1F600}")).toEqual([
      '\u{1F600} A A A \x00 \x008 \x018 \x277 8 z  next  line',
    ]);
    expect(names('test(`\\u{1F600}')).toEqual([
      '\u{1F600} \\u00 \\x4 \\101 \\8 ` ${x} \n crlf \n cr ',
    ]);
    expect(names("// test('in a comment'")).toEqual(['real']);
    expect(testCasesOf(input('test.fail('))).toEqual([
      { name: 'f', line: 1, todo: false },
      { name: 'g', line: 1, todo: false },
      { name: 'h', line: 1, todo: false },
    ]);
    expect(names('for (const x of [a, b, ...c])')).toEqual(['`t ${x}`']); // a spread: counted once
    expect(names('for (const [a, b]')).toEqual(['p', 'p']);
    expect(testCasesOf(input('// TODO'))).toEqual([{ name: 'todo', line: 2, todo: true }]);
    expect(names('#!')).toEqual(['shebang']);
    expect(names('<<<<<<<')).toEqual(['ours']); // the scanner skips `=======` to `>>>>>>>`
    expect(names('\uFEFF')).toEqual(['bom']);
    expect(names('a \x01')).toEqual(['x']);
  });

  it("counts a test under each of Playwright's modifiers, as the reference reader does", () => {
    // The modifier names are the lexer's input here, not tests of this suite.
    for (const modifier of ['only', 'skip', 'fixme', 'fail']) {
      const code = `test.${modifier}('t', async () => {});\ntest.${modifier}();\n`;
      expect(testCasesOf(code), modifier).toEqual([{ name: 't', line: 1, todo: false }]);
      expectSameTokens(code);
    }
  });

  it('splits every fixture, input and expected output, and pieces of them as the scanner does', () => {
    const files = readdirSync(fixtures, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && /\.[cm]?[jt]s$/.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort();
    expect(files.length).toBeGreaterThan(500);
    const texts = files.map((file) => readFileSync(file, 'utf8'));
    for (const text of texts) expectSameTokens(text);
    // Cut anywhere, a file leaves strings, templates, comments and expressions open.
    const next = random(10);
    for (let n = 0; n < 500; n++) {
      const text = texts[Math.floor(next() * texts.length)]!;
      const from = Math.floor(next() * text.length);
      expectSameTokens(text.slice(from, from + Math.floor(next() * 400)));
    }
  });

  it('splits random runs of awkward pieces as the scanner does', () => {
    const next = random(20);
    for (let n = 0; n < 3000; n++) {
      let code = '';
      for (let count = Math.floor(next() * 30); count > 0; count--) {
        code += pieces[Math.floor(next() * pieces.length)]!;
      }
      expectSameTokens(code);
    }
  });
});
