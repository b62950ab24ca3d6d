/** Quotes longer than this many characters are shortened behind a Read more toggle (spec section 9). */
export const QUOTE_LIMIT = 140;

export interface TruncatedQuote {
  /** What shows while collapsed: the first `limit` characters plus an ellipsis, or the whole quote. */
  text: string;
  isTruncated: boolean;
}

export function truncateQuote(quote: string, limit = QUOTE_LIMIT): TruncatedQuote {
  if (quote.length <= limit) return { text: quote, isTruncated: false };
  return { text: `${quote.slice(0, limit).trimEnd()}…`, isTruncated: true };
}
