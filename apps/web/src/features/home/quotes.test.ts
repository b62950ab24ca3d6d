// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { QUOTES } from './quotes';
import { QUOTE_LIMIT } from './truncate-quote';

describe('home page quotes', () => {
  it('are attributed to the people who build Rewright, not to invented customers', () => {
    for (const quote of QUOTES) {
      expect(quote.author).toBe('The Rewright team');
      expect(quote.role).toBe('Engineers building the converter');
    }
  });

  it('include a quote past the truncation limit (Read more) and one within it', () => {
    expect(QUOTES.some((quote) => quote.text.length > QUOTE_LIMIT)).toBe(true);
    expect(QUOTES.some((quote) => quote.text.length <= QUOTE_LIMIT)).toBe(true);
  });
});
