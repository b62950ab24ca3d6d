import { OFFICES } from './offices';

export function OfficeCards() {
  return (
    <section className="offices" aria-labelledby="offices-title">
      <h2 id="offices-title" className="contact__section-title">
        Our offices
      </h2>
      <ul className="offices__list">
        {OFFICES.map((office) => (
          <li key={office.city} className="office-card">
            <h3 className="office-card__city">{office.city}</h3>
            <address className="office-card__address">
              {office.address.map((line) => (
                <span key={line}>{line}</span>
              ))}
              <span className="office-card__country">{office.country}</span>
            </address>
          </li>
        ))}
      </ul>
    </section>
  );
}
