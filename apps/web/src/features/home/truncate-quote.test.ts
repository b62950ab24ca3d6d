// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { QUOTE_LIMIT, truncateQuote } from './truncate-quote';

describe('truncateQuote', () => {
  it('leaves a quote of exactly 140 characters whole', () => {
    const quote = 'a'.repeat(QUOTE_LIMIT);
    expect(QUOTE_LIMIT).toBe(140);
    expect(truncateQuote(quote)).toEqual({ text: quote, isTruncated: false });
  });

  it('cuts a 141-character quote to its first 140 characters and an ellipsis', () => {
    const quote = `${'b'.repeat(140)}c`;
    expect(truncateQuote(quote)).toEqual({ text: `${'b'.repeat(140)}…`, isTruncated: true });
  });

  it('does not leave a space before the ellipsis', () => {
    const quote = `${'d'.repeat(139)} and more words`;
    expect(truncateQuote(quote).text).toBe(`${'d'.repeat(139)}…`);
  });
});
