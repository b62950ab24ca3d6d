/**
 * Where TypeScript's scanner ends strings and template pieces, and the value it gives a title, for
 * the lexer of `test-case-tokens.ts`: ports of the scanner's `scanString`,
 * `scanTemplateAndSetTokenValue` and `scanEscapeSequence` (TypeScript 5.9), malformed escapes and
 * unterminated literals included.
 */
import { hexDigitsEnd, isDigit, isOctalDigit } from './test-case-literals.js';

export class Strings {
  private readonly end: number;
  /** Of the last template piece: whether it ends with `${`. */
  substitution = false;
  /** Of the last string or template piece: whether its closing quote was found. */
  private closed = false;
  /** Of the last string or template piece: whether it holds an escape (or, in a template, a CR). */
  private escaped = false;
  /** Of the last escape read: the position after it. */
  private escapeEnd = 0;

  constructor(private readonly code: string) {
    this.end = code.length;
  }

  /** `scanString` from its quote; it stops at a line break when unterminated. */
  stringEnd(pos: number): number {
    const { code, end } = this;
    const quote = code.charCodeAt(pos++);
    this.closed = false;
    this.escaped = false;
    while (pos < end) {
      const c = code.charCodeAt(pos);
      if (c === quote) {
        this.closed = true;
        return pos + 1;
      }
      if (c === 92) {
        this.escaped = true;
        this.readEscape(pos, true);
        pos = this.escapeEnd;
      } else if (c === 10 || c === 13) {
        break;
      } else {
        pos++;
      }
    }
    return pos;
  }

  /**
   * `scanTemplateAndSetTokenValue` from a backtick or from the `}` that ends a substitution:
   * up to the next backtick (or the end) or `${` (then `substitution` is set).
   */
  templateEnd(pos: number): number {
    const { code, end } = this;
    pos++;
    this.closed = false;
    this.escaped = false;
    this.substitution = false;
    while (pos < end) {
      const c = code.charCodeAt(pos);
      if (c === 96) {
        this.closed = true;
        return pos + 1;
      }
      if (c === 36 && pos + 1 < end && code.charCodeAt(pos + 1) === 123) {
        this.closed = true;
        this.substitution = true;
        return pos + 2;
      }
      if (c === 92) {
        this.escaped = true;
        this.readEscape(pos, false);
        pos = this.escapeEnd;
      } else {
        if (c === 13) this.escaped = true;
        pos++;
      }
    }
    return pos;
  }

  /**
   * The value of the string (`inString`) or substitution-free template just scanned, from `start`
   * to `end`: what `scanner.getTokenValue()` gives. A template's CR and CRLF read as LF, and its
   * malformed escapes as written (a string's read as the scanner reads them while reporting).
   */
  value(start: number, end: number, inString: boolean): string {
    const { code } = this;
    const to = this.closed ? end - 1 : end;
    if (!this.escaped) return code.slice(start + 1, to);
    let value = '';
    let chunk = start + 1;
    for (let pos = chunk; pos < to;) {
      const c = code.charCodeAt(pos);
      if (c === 92) {
        value += code.slice(chunk, pos) + this.readEscape(pos, inString);
        pos = chunk = this.escapeEnd;
      } else if (c === 13 && !inString) {
        value += code.slice(chunk, pos) + '\n';
        pos += code.charCodeAt(pos + 1) === 10 ? 2 : 1;
        chunk = pos;
      } else {
        pos++;
      }
    }
    return value + code.slice(chunk, to);
  }

  /**
   * `scanEscapeSequence` at the backslash at `start`: the escape's value, its end in `escapeEnd`.
   * `reportErrors` is the scanner's flag: a string's legacy octal and `\8` escapes are read as
   * characters, a template's as written.
   */
  private readEscape(start: number, reportErrors: boolean): string {
    const { code, end } = this;
    let pos = start + 1;
    if (pos >= end) {
      this.escapeEnd = pos;
      return '';
    }
    const c = code.charCodeAt(pos++);
    this.escapeEnd = pos;
    switch (c) {
      case 48:
      case 49:
      case 50:
      case 51:
      case 52:
      case 53:
      case 54:
      case 55:
        if (c === 48 && (pos >= end || !isDigit(code.charCodeAt(pos)))) return '\0';
        // Up to three octal digits from `\0`–`\3`, two from `\4`–`\7`.
        if (c <= 51 && pos < end && isOctalDigit(code.charCodeAt(pos))) pos++;
        if (pos < end && isOctalDigit(code.charCodeAt(pos))) pos++;
        this.escapeEnd = pos;
        return reportErrors
          ? String.fromCharCode(parseInt(code.slice(start + 1, pos), 8))
          : code.slice(start, pos);
      case 56:
      case 57:
        return reportErrors ? String.fromCharCode(c) : code.slice(start, pos);
      case 98:
        return '\b';
      case 116:
        return '\t';
      case 110:
        return '\n';
      case 118:
        return '\v';
      case 102:
        return '\f';
      case 114:
        return '\r';
      case 39:
        return "'";
      case 34:
        return '"';
      case 117:
        if (pos < end && code.charCodeAt(pos) === 123) {
          const digitsEnd = hexDigitsEnd(code, pos + 1);
          const value = digitsEnd > pos + 1 ? parseInt(code.slice(pos + 1, digitsEnd), 16) : -1;
          const closed = digitsEnd < end && code.charCodeAt(digitsEnd) === 125;
          this.escapeEnd = closed ? digitsEnd + 1 : digitsEnd;
          return value >= 0 && value <= 0x10ffff && closed
            ? String.fromCodePoint(value)
            : code.slice(start, this.escapeEnd);
        }
        return this.hexEscape(start, 4);
      case 120:
        return this.hexEscape(start, 2);
      case 13:
        if (pos < end && code.charCodeAt(pos) === 10) this.escapeEnd = pos + 1;
        return '';
      case 10:
      case 0x2028:
      case 0x2029:
        return '';
      default:
        return String.fromCharCode(c);
    }
  }

  /** `\xHH` or `\uHHHH` at `start`; short of digits, it is read as written up to the first non-digit. */
  private hexEscape(start: number, digits: number): string {
    const { code } = this;
    const digitsEnd = hexDigitsEnd(code, start + 2, digits);
    this.escapeEnd = digitsEnd;
    return digitsEnd === start + 2 + digits
      ? String.fromCharCode(parseInt(code.slice(start + 2, digitsEnd), 16))
      : code.slice(start, digitsEnd);
  }
}
