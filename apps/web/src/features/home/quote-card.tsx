import { useId, useState } from 'react';
import { truncateQuote } from './truncate-quote';

export interface Quote {
  text: string;
  author: string;
  role: string;
}

/** A quote, collapsed to 140 characters with Read more / Show less when it is longer. */
export function QuoteCard({ quote }: { quote: Quote }) {
  const textId = useId();
  const [expanded, setExpanded] = useState(false);
  const { text, isTruncated } = truncateQuote(quote.text);
  return (
    <figure className="quote-card">
      <blockquote className="quote-card__text" id={textId}>
        <p>{expanded ? quote.text : text}</p>
      </blockquote>
      {isTruncated && (
        <button
          type="button"
          className="quote-card__toggle"
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Show less' : 'Read more'}
        </button>
      )}
      <figcaption className="quote-card__author">
        <strong>{quote.author}</strong>
        <span>{quote.role}</span>
      </figcaption>
    </figure>
  );
}
