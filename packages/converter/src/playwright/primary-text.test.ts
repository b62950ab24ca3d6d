/**
 * The printer puts parentheses around generated text used as an operand unless the text is a
 * name, member access or call chain (`isPrimaryText`), read in one pass over its characters.
 */
import { describe, expect, it } from 'vitest';
import { isPrimaryText } from './code.js';

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
