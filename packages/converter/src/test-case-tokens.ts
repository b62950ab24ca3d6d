/**
 * The tokens `test-case-reader.ts` reads, from a lexer of its own. TypeScript's scanner did the
 * job, but it also computes what the reader never asks for (numeric values, the keyword of every
 * word, the value of every literal) and was most of the reader's cost: a third of a second on the
 * output of a 5 MiB spec. This lexer ends each token exactly where that scanner ends it, as the
 * reader drove it (regular expressions and template continuations rescanned in context), malformed
 * input included, so the test cases found are the same; `test-case-tokens.test.ts` holds it to
 * that token by token. It only names the tokens the reader tells apart.
 */
import {
  asciiWord,
  isDigit,
  isWhiteSpaceLike,
  Literals,
  type IdentifierChars,
} from './test-case-literals.js';
import { Strings } from './test-case-strings.js';

export { identifierChars, type IdentifierChars } from './test-case-literals.js';

/** Token kinds: opens (1–4), closes (5–8), and the tokens after which `/` divides (5–14). */
export const Kind = {
  /** An operator, a keyword the reader ignores, a character TypeScript rejects. */
  Other: 0,
  OpenParen: 1,
  OpenBracket: 2,
  OpenBrace: 3,
  TemplateHead: 4,
  TemplateTail: 5,
  CloseParen: 6,
  CloseBracket: 7,
  CloseBrace: 8,
  Identifier: 9,
  /** The identifier `test` as written (`\u0074est` is an Identifier). */
  Test: 10,
  /** `only`, `skip`, `fixme` or `fail` as written. */
  TestModifier: 11,
  String: 12,
  /** A template without substitutions. */
  Template: 13,
  /** A number, regular expression, private name, `this`, `super`, `true`, `false`, `null`, `++`, `--`. */
  Operand: 14,
  TemplateMiddle: 15,
  Comma: 16,
  Semicolon: 17,
  Dot: 18,
  QuestionDot: 19,
  DotDotDot: 20,
  Arrow: 21,
  For: 22,
  Of: 23,
  Async: 24,
  Function: 25,
} as const;
export type Kind = (typeof Kind)[keyof typeof Kind];

export const isOpen = (kind: Kind): boolean => kind >= Kind.OpenParen && kind <= Kind.TemplateHead;
export const isClose = (kind: Kind): boolean =>
  kind >= Kind.TemplateTail && kind <= Kind.CloseBrace;
const endsOperand = (kind: Kind): boolean => kind >= Kind.TemplateTail && kind <= Kind.Operand;

/**
 * TypeScript's keywords: the scanner gives each its own kind, and only the few marked Operand end
 * an operand (after `of`, `return` or `typeof`, a `/` starts a regular expression).
 */
export const keywords = `break case catch class const continue debugger default delete do else
  enum export extends false finally for function if import in instanceof new null return super
  switch this throw true try typeof var void while with implements interface let package private
  protected public static yield abstract accessor as asserts assert any async await boolean
  constructor declare get infer intrinsic is keyof module namespace never out readonly require
  number object satisfies set string symbol type undefined unique unknown using from global bigint
  override of defer`.split(/\s+/);

const words = new Map<string, Kind>([
  ...keywords.map((word): [string, Kind] => [word, Kind.Other]),
  ...['this', 'super', 'true', 'false', 'null'].map((word): [string, Kind] => [word, Kind.Operand]),
  ['for', Kind.For],
  ['of', Kind.Of],
  ['async', Kind.Async],
  ['function', Kind.Function],
  ['test', Kind.Test],
  ...['only', 'skip', 'fixme', 'fail'].map((word): [string, Kind] => [word, Kind.TestModifier]),
]);

/** The words above by length and first letter: most identifiers are told apart without a slice. */
const wordsByShape: { word: string; kind: Kind }[][] = [];
for (const [word, kind] of words) {
  (wordsByShape[word.length * 26 + word.charCodeAt(0) - 97] ??= []).push({ word, kind });
}

/** The kind of the ASCII word without escapes from `start` to `end`. */
function wordKind(code: string, start: number, end: number): Kind {
  const length = end - start;
  const first = code.charCodeAt(start) - 97;
  if (length > 12 || first < 0 || first >= 26) return Kind.Identifier;
  const candidates = wordsByShape[length * 26 + first];
  if (candidates === undefined) return Kind.Identifier;
  for (let n = 0; n < candidates.length; n++) {
    if (isWordAt(code, start, candidates[n]!.word)) return candidates[n]!.kind;
  }
  return Kind.Identifier;
}

/** Whether `word` is written at `start`, its first letter and length being known to match. */
function isWordAt(code: string, start: number, word: string): boolean {
  for (let i = 1; i < word.length; i++) {
    if (word.charCodeAt(i) !== code.charCodeAt(start + i)) return false;
  }
  return true;
}

/** The kind of any other word: an escaped keyword is still the keyword, an escaped `test` not the reader's. */
function otherWordKind(code: string, lexer: Lexer, start: number, end: number): Kind {
  const value = lexer.identifierValue(start, end);
  const kind = words.get(value) ?? Kind.Identifier;
  const written = value === code.slice(start, end);
  return !written && (kind === Kind.Test || kind === Kind.TestModifier) ? Kind.Identifier : kind;
}

/**
 * The significant tokens of a text (no trivia) in flat arrays: a big file has a million of them,
 * and an object per token cost more memory than the text.
 */
export class Tokens {
  kinds: Uint8Array;
  starts: Int32Array;
  ends: Int32Array;
  length = 0;
  /** The value of each string or template literal that opens an argument list (a title). */
  readonly titles = new Map<number, string>();

  /** Room for `capacity` tokens; a converted file has about one every five characters. */
  constructor(capacity: number) {
    this.kinds = new Uint8Array(capacity);
    this.starts = new Int32Array(capacity);
    this.ends = new Int32Array(capacity);
  }

  push(kind: Kind, start: number, end: number): void {
    if (this.length === this.kinds.length) {
      const grow = <T extends Uint8Array | Int32Array>(array: T): T => {
        const bigger = new (array.constructor as new (size: number) => T)(array.length * 2);
        bigger.set(array);
        return bigger;
      };
      this.kinds = grow(this.kinds);
      this.starts = grow(this.starts);
      this.ends = grow(this.ends);
    }
    this.kinds[this.length] = kind;
    this.starts[this.length] = start;
    this.ends[this.length] = end;
    this.length += 1;
  }

  kind(at: number): Kind | undefined {
    return at >= 0 && at < this.length ? (this.kinds[at] as Kind) : undefined;
  }
}

/** Not a token: a comment or a merge conflict marker, skipped as the scanner skips trivia. */
const trivia = -1;

/** The tokens the main loop of `tokensOf` leaves to a call, so that its own code stays small. */
class Lexer extends Literals {
  /** Of the last token read: its kind, and its value when it is a title. */
  kind: Kind | typeof trivia = Kind.Other;
  title: string | undefined;
  /** For each open template substitution, the brace depth its `${` opened at. */
  private readonly templates: number[] = [];
  private braces = 0;
  private readonly strings = new Strings(this.code);

  /**
   * An operator: the scanner takes the longest one, but `>` alone (the parser rescans `>>` and
   * `>=`), and `?.` not before a digit (`a?.5:b` is a conditional).
   */
  private operatorEnd(start: number, ch: number, next: number): number {
    const third = this.code.charCodeAt(start + 2);
    this.kind = Kind.Other;
    switch (ch) {
      case 61: // = == === =>
        if (next === 62) {
          this.kind = Kind.Arrow;
          return start + 2;
        }
        return next === 61 ? (third === 61 ? start + 3 : start + 2) : start + 1;
      case 33: // ! != !==
        return next === 61 ? (third === 61 ? start + 3 : start + 2) : start + 1;
      case 63: // ? ?. ?? ??=
        if (next === 46 && !isDigit(third)) {
          this.kind = Kind.QuestionDot;
          return start + 2;
        }
        return next === 63 ? (third === 61 ? start + 3 : start + 2) : start + 1;
      case 43: // + ++ +=
      case 45: // - -- -=
        if (next === ch) {
          this.kind = Kind.Operand;
          return start + 2;
        }
        return next === 61 ? start + 2 : start + 1;
      case 38: // & && &= &&=
      case 124: // | || |= ||=
      case 60: // < << <= <<=
      case 42: // * ** *= **=
        if (next === 61) return start + 2;
        if (next === ch) return third === 61 ? start + 3 : start + 2;
        return start + 1;
      case 37: // % %=
      case 94: // ^ ^=
        return next === 61 ? start + 2 : start + 1;
      default: // : > ~ @
        return start + 1;
    }
  }

  /** Reads the token at `start` (`previous` the kind before it); gives its end. */
  token(start: number, previous: Kind): number {
    const { code, strings } = this;
    const ch = code.charCodeAt(start);
    const next = code.charCodeAt(start + 1);
    this.title = undefined;
    switch (ch) {
      case 123:
        this.braces += 1;
        this.kind = Kind.OpenBrace;
        return start + 1;
      case 125: {
        const { templates } = this;
        if (templates.length > 0 && templates[templates.length - 1] === this.braces) {
          const end = strings.templateEnd(start);
          this.kind = strings.substitution ? Kind.TemplateMiddle : Kind.TemplateTail;
          if (!strings.substitution) templates.pop();
          return end;
        }
        this.braces -= 1;
        this.kind = Kind.CloseBrace;
        return start + 1;
      }
      case 34:
      case 39: {
        const end = strings.stringEnd(start);
        this.kind = Kind.String;
        if (previous === Kind.OpenParen) this.title = strings.value(start, end, true);
        return end;
      }
      case 96: {
        const end = strings.templateEnd(start);
        if (strings.substitution) {
          this.kind = Kind.TemplateHead;
          this.templates.push(this.braces);
        } else {
          this.kind = Kind.Template;
          if (previous === Kind.OpenParen) this.title = strings.value(start, end, false);
        }
        return end;
      }
      case 46:
        if (isDigit(next)) {
          this.kind = Kind.Operand;
          return this.numberEnd(start);
        }
        if (next === 46 && code.charCodeAt(start + 2) === 46) {
          this.kind = Kind.DotDotDot;
          return start + 3;
        }
        this.kind = Kind.Dot;
        return start + 1;
      case 47:
        if (next === 47) {
          this.kind = trivia;
          return this.lineEnd(start);
        }
        if (next === 42) {
          this.kind = trivia;
          const close = code.indexOf('*/', start + 2);
          return close === -1 ? code.length : close + 2;
        }
        if (endsOperand(previous)) {
          this.kind = Kind.Other;
          return next === 61 ? start + 2 : start + 1;
        }
        this.kind = Kind.Operand;
        return this.regexEnd(start);
      case 48:
      case 49:
      case 50:
      case 51:
      case 52:
      case 53:
      case 54:
      case 55:
      case 56:
      case 57:
        this.kind = Kind.Operand;
        return this.numberEnd(start);
      case 60:
      case 61:
      case 62:
      case 124:
        if (this.isConflictMarker(start)) {
          this.kind = trivia;
          return this.conflictMarkerEnd(start);
        }
        return this.operatorEnd(start, ch, next);
      case 33:
      case 37:
      case 38:
      case 42:
      case 43:
      case 45:
      case 58:
      case 63:
      case 64:
      case 94:
      case 126:
        return this.operatorEnd(start, ch, next);
      case 92: {
        // A `\u` escape of an identifier character starts an identifier.
        const escaped = this.escapedCodePoint(start);
        if (escaped >= 0 && this.isStart(escaped)) {
          const end = this.identifierPartsEnd(this.escapedCodePointEnd(start));
          this.kind = otherWordKind(code, this, start, end);
          return end;
        }
        this.kind = Kind.Other;
        return start + 1;
      }
      case 35:
        this.kind = next === 33 ? Kind.Other : Kind.Operand;
        return this.privateNameEnd(start);
    }
    const c = code.codePointAt(start)!;
    const size = c >= 0x10000 ? 2 : 1;
    if (c === 0xfffd) {
      // The scanner takes a replacement character for a binary file, and reads no further.
      this.kind = Kind.Other;
      return code.length;
    }
    if (c >= 128 && this.isStart(c)) {
      const end = this.identifierPartsEnd(start + size);
      this.kind = otherWordKind(code, this, start, end);
      return end;
    }
    this.kind = isWhiteSpaceLike(c) ? trivia : Kind.Other;
    return start + size;
  }
}

/** Single-character tokens the main loop reads itself, by character. */
const singles = new Uint8Array(128);
singles[40] = Kind.OpenParen;
singles[41] = Kind.CloseParen;
singles[91] = Kind.OpenBracket;
singles[93] = Kind.CloseBracket;
singles[44] = Kind.Comma;
singles[59] = Kind.Semicolon;

/**
 * The significant tokens of `code`, with regular expressions and templates read in context. The
 * loop reads whitespace, words and the commonest punctuation; it is compiled before the first
 * long file is through, and a branch that first runs after that throws the compiled code away.
 */
export function tokensOf(code: string, chars: IdentifierChars): Tokens {
  const tokens = new Tokens(Math.max(1024, code.length >> 2));
  const lexer = new Lexer(code, chars);
  const end = code.length;
  let previous: Kind = Kind.Other;
  let pos = code.startsWith('#!') ? lexer.lineEnd(0) : 0;
  while (pos < end) {
    let ch = code.charCodeAt(pos);
    while (ch === 32 || ch === 10 || ch === 13 || ch === 9) ch = code.charCodeAt(++pos);
    if (pos >= end) break;
    const start = pos;
    let kind: Kind;
    if (ch < 128 && asciiWord[ch] === 1) {
      let c = code.charCodeAt(++pos);
      while (c < 128 && asciiWord[c]! > 0) c = code.charCodeAt(++pos);
      if (c >= 128 || c === 92) {
        pos = lexer.identifierPartsEnd(pos);
        kind = otherWordKind(code, lexer, start, pos);
      } else {
        kind = wordKind(code, start, pos);
      }
    } else if (ch < 128 && singles[ch] !== 0) {
      pos++;
      kind = singles[ch] as Kind;
    } else {
      pos = lexer.token(start, previous);
      if (lexer.kind === trivia) continue;
      kind = lexer.kind;
      if (lexer.title !== undefined) tokens.titles.set(tokens.length, lexer.title);
    }
    tokens.push(kind, start, pos);
    previous = kind;
  }
  return tokens;
}
