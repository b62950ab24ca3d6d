/**
 * Where TypeScript's scanner ends the tokens that are more than punctuation (identifiers with
 * escapes, numbers, regular expressions, merge conflict markers; strings and templates are in
 * `test-case-strings.ts`), for the lexer of `test-case-tokens.ts`. Each method ports the scanner's
 * own routine (TypeScript 5.9, `scanner.ts`), down to its recovery from malformed input, keeping
 * only the positions: a token that ends one character off shifts every token after it.
 */

import type TypeScript from 'typescript';

/**
 * Which non-ASCII code points may start or continue an identifier. They are TypeScript's tables:
 * Node's Unicode is newer, and a character one takes for a letter and the other not would split
 * the text differently.
 */
export interface IdentifierChars {
  isStart(codePoint: number): boolean;
  isPart(codePoint: number): boolean;
}

/** The identifier letters of the TypeScript module the compiler runs on. */
export function identifierChars(ts: typeof TypeScript): IdentifierChars {
  return {
    isStart: (codePoint) => ts.isIdentifierStart(codePoint, ts.ScriptTarget.Latest),
    isPart: (codePoint) => ts.isIdentifierPart(codePoint, ts.ScriptTarget.Latest),
  };
}

/** ASCII identifier characters: 1 may start one, 2 only continue one. */
export const asciiWord = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 36 || c === 95) asciiWord[c] = 1;
  else if (c >= 48 && c <= 57) asciiWord[c] = 2;
}

export const isLineBreak = (c: number): boolean =>
  c === 10 || c === 13 || c === 0x2028 || c === 0x2029;

export const isWhiteSpaceLike = (c: number): boolean =>
  c === 32 ||
  c === 9 ||
  c === 11 ||
  c === 12 ||
  c === 0xa0 ||
  c === 0x85 ||
  c === 0x1680 ||
  (c >= 0x2000 && c <= 0x200b) ||
  c === 0x202f ||
  c === 0x205f ||
  c === 0x3000 ||
  c === 0xfeff ||
  isLineBreak(c);

export const isDigit = (c: number): boolean => c >= 48 && c <= 57;
const isHexDigit = (c: number): boolean =>
  isDigit(c) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
export const isOctalDigit = (c: number): boolean => c >= 48 && c <= 55;
const size = (codePoint: number): number => (codePoint >= 0x10000 ? 2 : 1);

export class Literals {
  protected readonly end: number;

  constructor(
    protected readonly code: string,
    private readonly chars: IdentifierChars,
  ) {
    this.end = code.length;
  }

  isStart(codePoint: number): boolean {
    return codePoint < 128 ? asciiWord[codePoint] === 1 : this.chars.isStart(codePoint);
  }

  isPart(codePoint: number): boolean {
    return codePoint < 128 ? asciiWord[codePoint]! > 0 : this.chars.isPart(codePoint);
  }

  /** `scanIdentifierParts`: identifier characters and `\u` escapes of them. */
  identifierPartsEnd(pos: number): number {
    const { code, end } = this;
    while (pos < end) {
      const c = code.codePointAt(pos)!;
      if (this.isPart(c)) {
        pos += size(c);
      } else if (c === 92) {
        const escaped = this.escapedCodePoint(pos);
        if (escaped < 0 || !this.isPart(escaped)) break;
        pos = this.escapedCodePointEnd(pos);
      } else {
        break;
      }
    }
    return pos;
  }

  /**
   * The value the scanner gives the identifier from `start` to `end` (its escapes decoded), to
   * tell its keyword. As the scanner's `scanIdentifierParts` does, it drops the characters before a
   * `\u{…}` escape back to the previous escape, or to `start` when `partsOnly` (the scanner reads
   * an identifier's first characters itself, and only the rest with that routine): `x\u{61}b\u{63}`
   * reads `xac`.
   */
  identifierValue(start: number, end: number, partsOnly = false): string {
    const { code } = this;
    let value = '';
    let run = start;
    let keepRun = !partsOnly;
    for (let pos = start; pos < end;) {
      if (code.charCodeAt(pos) !== 92) {
        pos++;
        continue;
      }
      const after = this.escapedCodePointEnd(pos);
      if (code.charCodeAt(pos + 2) !== 123) {
        value +=
          code.slice(run, pos) + String.fromCharCode(parseInt(code.slice(pos + 2, after), 16));
      } else {
        if (keepRun) value += code.slice(run, pos);
        // An unclosed `\u{…` stands for itself.
        value +=
          code.charCodeAt(after - 1) === 125
            ? String.fromCodePoint(parseInt(code.slice(pos + 3, after - 1), 16))
            : code.slice(pos, after);
      }
      keepRun = false;
      pos = run = after;
    }
    return value + code.slice(run, end);
  }

  /** The code point a `\u{…}` or `\uXXXX` at `pos` stands for, as the scanner peeks it; else -1. */
  escapedCodePoint(pos: number): number {
    const { code } = this;
    if (code.charCodeAt(pos + 1) !== 117) return -1;
    if (code.charCodeAt(pos + 2) === 123) {
      const digitsEnd = hexDigitsEnd(code, pos + 3);
      return digitsEnd > pos + 3 ? parseInt(code.slice(pos + 3, digitsEnd), 16) : -1;
    }
    if (pos + 5 >= this.end || hexDigitsEnd(code, pos + 2, 4) !== pos + 6) return -1;
    return parseInt(code.slice(pos + 2, pos + 6), 16);
  }

  /** The end of the escape `escapedCodePoint` read (an unclosed `\u{` ends after its digits). */
  escapedCodePointEnd(pos: number): number {
    const { code } = this;
    if (code.charCodeAt(pos + 2) !== 123) return pos + 6;
    const digitsEnd = hexDigitsEnd(code, pos + 3);
    return code.charCodeAt(digitsEnd) === 125 ? digitsEnd + 1 : digitsEnd;
  }

  /** The end of the line `pos` is on (of a `//` comment, of a shebang). */
  lineEnd(pos: number): number {
    const { code, end } = this;
    while (pos < end && !isLineBreak(code.charCodeAt(pos))) pos++;
    return pos;
  }

  /** A `#` and the name after it; a lone `#` is a private name too, but `#!` is a `#` alone. */
  privateNameEnd(pos: number): number {
    const { code } = this;
    const next = code.codePointAt(pos + 1);
    if (next === 33) return pos + 1;
    if (next === 92) {
      const escaped = this.escapedCodePoint(pos + 1);
      if (escaped >= 0 && this.isStart(escaped)) {
        return this.identifierPartsEnd(this.escapedCodePointEnd(pos + 1));
      }
    }
    return next !== undefined && this.isStart(next)
      ? this.identifierPartsEnd(pos + 1 + size(next))
      : pos + 1;
  }

  /** `scanNumber` and the `0x`/`0b`/`0o` cases of `scan`, from a digit or a `.` before one. */
  numberEnd(pos: number): number {
    const { code, end } = this;
    if (code.charCodeAt(pos) === 48 && pos + 2 < end) {
      const radix = code.charCodeAt(pos + 1) | 32;
      const base = radix === 120 ? 16 : radix === 98 ? 2 : radix === 111 ? 8 : 0;
      if (base !== 0) {
        pos += 2;
        for (;;) {
          const c = code.charCodeAt(pos);
          if (c !== 95 && !(base === 16 ? isHexDigit(c) : isDigit(c) && c - 48 < base)) break;
          pos++;
        }
        return code.charCodeAt(pos) === 110 ? pos + 1 : pos;
      }
    }
    let leadingZero = false;
    if (code.charCodeAt(pos) === 48 && code.charCodeAt(pos + 1) !== 95) {
      const digits = ++pos;
      let octal = true;
      while (isDigit(code.charCodeAt(pos))) {
        if (!isOctalDigit(code.charCodeAt(pos))) octal = false;
        pos++;
      }
      if (octal && pos > digits) return pos; // a legacy octal literal, `017`
      leadingZero = !octal;
    } else {
      pos = this.digitsEnd(pos);
    }
    let fraction = false;
    if (code.charCodeAt(pos) === 46) {
      pos = this.digitsEnd(pos + 1);
      fraction = true;
    }
    let exponent = false;
    if ((code.charCodeAt(pos) | 32) === 101) {
      pos++;
      const sign = code.charCodeAt(pos);
      if (sign === 43 || sign === 45) pos++;
      pos = this.digitsEnd(pos);
      exponent = true;
    }
    if (leadingZero) return pos;
    if (!fraction && !exponent && code.charCodeAt(pos) === 110) pos++;
    // A word right after the number is a token of its own, but one whose value is 1 letter long
    // and starts with `n` sticks to it (the value may drop letters: see `identifierValue`).
    if (code.charCodeAt(pos) === 110) {
      const wordEnd = this.identifierPartsEnd(pos);
      if (this.identifierValue(pos, wordEnd, true).length === 1) return wordEnd;
    }
    return pos;
  }

  private digitsEnd(pos: number): number {
    for (let c = this.code.charCodeAt(pos); isDigit(c) || c === 95;)
      c = this.code.charCodeAt(++pos);
    return pos;
  }

  /** `reScanSlashToken` from the `/` at `start`, without checking the pattern. */
  regexEnd(start: number): number {
    const { code, end } = this;
    let pos = start + 1;
    let inEscape = false;
    let inClass = false;
    for (; pos < end; pos++) {
      const c = code.charCodeAt(pos);
      if (isLineBreak(c)) break;
      if (inEscape) inEscape = false;
      else if (c === 47 && !inClass) {
        pos++;
        for (let flag = code.codePointAt(pos); flag !== undefined && this.isPart(flag);) {
          pos += size(flag);
          flag = code.codePointAt(pos);
        }
        return pos;
      } else if (c === 91) inClass = true;
      else if (c === 92) inEscape = true;
      else if (c === 93) inClass = false;
    }
    // Unterminated: the scanner ends it before the first bracket it did not open, and before the
    // spaces and semicolons that end the rest.
    const bodyEnd = pos;
    inEscape = false;
    let classDepth = 0;
    let inQuantifier = false;
    let groupDepth = 0;
    for (pos = start + 1; pos < bodyEnd; pos++) {
      const c = code.charCodeAt(pos);
      if (inEscape) inEscape = false;
      else if (c === 92) inEscape = true;
      else if (c === 91) classDepth++;
      else if (c === 93 && classDepth) classDepth--;
      else if (!classDepth) {
        if (c === 123) inQuantifier = true;
        else if (c === 125 && inQuantifier) inQuantifier = false;
        else if (!inQuantifier) {
          if (c === 40) groupDepth++;
          else if (c === 41 && groupDepth) groupDepth--;
          else if (c === 41 || c === 93 || c === 125) break;
        }
      }
    }
    for (let c = code.charCodeAt(pos - 1); isWhiteSpaceLike(c) || c === 59;) {
      c = code.charCodeAt(--pos - 1);
    }
    return pos;
  }

  /** A merge conflict marker at `pos` (`<<<<<<<`, `|||||||`, `=======`, `>>>>>>>` starting a line). */
  isConflictMarker(pos: number): boolean {
    const { code } = this;
    if (pos !== 0 && !isLineBreak(code.charCodeAt(pos - 1))) return false;
    if (pos + 7 >= this.end) return false;
    const c = code.charCodeAt(pos);
    for (let i = 1; i < 7; i++) if (code.charCodeAt(pos + i) !== c) return false;
    return c === 61 || code.charCodeAt(pos + 7) === 32;
  }

  /** The scanner skips a `<<<<<<<` or `>>>>>>>` line, and from `|||||||` or `=======` to the next marker. */
  conflictMarkerEnd(pos: number): number {
    const { code, end } = this;
    const c = code.charCodeAt(pos);
    if (c === 60 || c === 62) {
      while (pos < end && !isLineBreak(code.charCodeAt(pos))) pos++;
      return pos;
    }
    for (; pos < end; pos++) {
      const next = code.charCodeAt(pos);
      if ((next === 61 || next === 62) && next !== c && this.isConflictMarker(pos)) break;
    }
    return pos;
  }
}

/** The end of the hex digits from `pos`, at most `max` of them. */
export function hexDigitsEnd(code: string, pos: number, max = Infinity): number {
  const from = pos;
  while (pos - from < max && isHexDigit(code.charCodeAt(pos))) pos++;
  return pos;
}
