import { Link } from 'react-router';

const SOURCES = [
  {
    title: 'Protractor',
    text: 'JavaScript and TypeScript suites on Jasmine or Mocha: element, by.*, browser.wait, ExpectedConditions and page objects.',
  },
  {
    title: 'Selenium WebDriver',
    text: 'JavaScript and TypeScript, Java with JUnit or TestNG, and Python with pytest or unittest.',
  },
  {
    title: 'Natural language',
    text: 'Plain test steps such as "open the login page, sign in, expect the dashboard" become a runnable Playwright test.',
  },
];

const CONVERSION = [
  {
    title: 'Locators',
    text: 'by.id, by.css, by.buttonText and friends map to Playwright locators, preferring roles and test ids where the original makes that safe.',
  },
  {
    title: 'Waits',
    text: 'Fixed sleeps and explicit waits become auto-waiting actions and web-first assertions, so tests wait on conditions, not clocks.',
  },
  {
    title: 'Assertions',
    text: 'expect(await element.getText()).toBe(…) becomes await expect(locator).toHaveText(…), which retries until it passes or times out.',
  },
  {
    title: 'Page objects and config',
    text: 'Page-object classes take the page fixture, and protractor.conf becomes a playwright.config.ts.',
  },
  {
    title: 'Honest leftovers',
    text: 'Whatever the rules cannot convert stays in the file under a // TODO(rewright) comment with the original code and a diagnostic.',
  },
  {
    title: 'Verified output',
    text: 'Converted files are formatted with Prettier and checked with the TypeScript compiler and playwright test --list.',
  },
];

export function FeatureSections() {
  return (
    <>
      <section className="feature-section" aria-labelledby="sources-title">
        <h2 id="sources-title">What it converts</h2>
        <ul className="feature-grid">
          {SOURCES.map((source) => (
            <li key={source.title} className="feature-card">
              <h3 className="feature-card__title">{source.title}</h3>
              <p>{source.text}</p>
            </li>
          ))}
        </ul>
        <p className="feature-section__note">
          Support for Cypress, Puppeteer and Testing Library is coming soon.
        </p>
      </section>

      <section className="feature-section" aria-labelledby="conversion-title">
        <h2 id="conversion-title">How the conversion works</h2>
        <ul className="feature-grid">
          {CONVERSION.map((item) => (
            <li key={item.title} className="feature-card">
              <h3 className="feature-card__title">{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="feature-section" aria-labelledby="privacy-title">
        <h2 id="privacy-title">Local by design</h2>
        <div className="feature-split">
          <p>
            The desktop app for Windows 10 or later and macOS 10.15 or later reads and writes your
            project on your machine. Deterministic rules do the conversion; only small relevant
            portions of test code that the rules cannot handle are sent to an AI provider, and the
            answer is type-checked before it is used.
          </p>
          <p>
            You need Node.js, npm, npx and Playwright to run the converted tests. One credit
            converts one test case, every new account gets 25 free credits, and purchased credits
            never expire.
          </p>
        </div>
      </section>

      <section className="feature-cta" aria-labelledby="features-cta-title">
        <h2 id="features-cta-title">See it on a real test</h2>
        <p>Try the demo with a sample test, or pick a pack that fits your suite.</p>
        <div className="feature-cta__actions">
          <Link to="/demo" className="button button--primary button--large">
            Try the demo
          </Link>
          <Link to="/pricing" className="button button--secondary button--large">
            See pricing
          </Link>
        </div>
      </section>
    </>
  );
}
