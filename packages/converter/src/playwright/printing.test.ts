/**
 * The printer puts parentheses around generated text used as an operand unless the text is a
 * name, member access or call chain (`isPrimaryText`), read in one pass over its characters; and
 * writes every string as a single-quoted literal (`quote`).
 */
import { describe, expect, it } from 'vitest';
import { isPrimaryText, quote } from './code.js';

describe('quote', () => {
  it('escapes backslashes, single quotes and line breaks, and nothing else', () => {
    expect(quote('')).toBe("''");
    expect(quote('plain "double" `tick` ${x}')).toBe('\'plain "double" `tick` ${x}\'');
    expect(quote("it's a \\ path\nnext\r")).toBe("'it\\'s a \\\\ path\\nnext\\r'");
    expect(quote('é 😀 \u2028 \ud800 tab\t')).toBe("'é 😀 \u2028 \ud800 tab\t'");
  });
});

describe('isPrimaryText', () => {
  it('accepts names, member accesses and call chains, with anything inside their brackets', () => {
    for (const primary of [
      'page',
      '$el_1',
      'page.locator(".a b")',
      "a.b(x, 'y)')[0].c()",
      'a?.b(`t ${x + (y)}`)',
      'list.filter((x) => x > 1 / 2)',
      'a.b(/[)]/g, c)',
      'f(\n  1,\u00a0 2\n)',
    ])
      expect(isPrimaryText(primary), primary).toBe(true);
  });

  it('refuses whatever binds looser or it cannot tell', () => {
    for (const other of [
      'a + b',
      'await page.goto("/")',
      '!done',
      'a ? b : c',
      '1 + 2',
      '(a) => b',
      'a\u00a0.b',
      'café',
      'a.b(',
      'a.b(]',
      'f("unclosed)',
      'f(/* note */)',
      'f(/a\n/)',
    ])
      expect(isPrimaryText(other), other).toBe(false);
  });
});
