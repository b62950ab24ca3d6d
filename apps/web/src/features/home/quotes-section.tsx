import { QuoteCard } from './quote-card';
import { QUOTES } from './quotes';

export function QuotesSection() {
  return (
    <section className="home-section" aria-labelledby="quotes-title">
      <h2 id="quotes-title" className="home-section__title">
        From the team that builds Rewright
      </h2>
      <div className="quotes">
        {QUOTES.map((quote) => (
          <QuoteCard key={quote.text} quote={quote} />
        ))}
      </div>
    </section>
  );
}
