import { Link } from 'react-router';
import { StartFreeTrialButton } from '../../app/auth/start-sign-up';
import { HeroIllustration } from './hero-illustration';

export function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div>
        <p className="hero__eyebrow">AI-assisted test migration</p>
        <h1 id="hero-title" className="hero__title">
          Move your legacy end-to-end tests to Playwright
        </h1>
        <p className="hero__lead">
          Rewright converts Protractor suites, Selenium WebDriver tests and plain-language test
          descriptions into idiomatic Playwright Test code, right on your machine.
        </p>
        <div className="hero__actions">
          <StartFreeTrialButton className="button button--primary button--large" />
          <Link to="/demo" className="button button--secondary button--large">
            Try the demo
          </Link>
        </div>
        <p className="hero__note">
          25 free credits with every new account. One credit converts one test case.
        </p>
      </div>
      <HeroIllustration />
    </section>
  );
}
