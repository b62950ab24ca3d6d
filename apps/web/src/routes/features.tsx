import { Link } from 'react-router';
import type { PageMeta } from '../app/page-metadata';
import { Card } from '../ui/card';
import { PageHeader } from '../ui/page-header';
import '../ui/button.css';
import './page-section.css';

export const meta: PageMeta = {
  title: 'Features',
  description:
    'How Rewright converts Protractor, Selenium and natural-language tests into Playwright Test: locators, waits, assertions and page objects.',
  robots: 'index, follow',
};

export function FeaturesRoute() {
  return (
    <div className="container">
      <PageHeader
        eyebrow="Features"
        title="From legacy suites to Playwright, test by test"
        lead="Rewright reads your Protractor and Selenium tests or plain-language test descriptions and writes Playwright Test code with web-first assertions and no fixed sleeps."
        actions={
          <>
            <Link to="/pricing" className="button button--primary">
              See pricing
            </Link>
            <Link to="/demo" className="button button--secondary">
              Try the demo
            </Link>
          </>
        }
      />
      <section className="page-section page-section__grid" aria-label="Supported sources">
        <Card title="Protractor">
          <p className="page-section__muted">
            JavaScript and TypeScript suites on Jasmine or Mocha.
          </p>
        </Card>
        <Card title="Selenium WebDriver">
          <p className="page-section__muted">
            JavaScript, TypeScript, Java and Python test suites.
          </p>
        </Card>
        <Card title="Natural language">
          <p className="page-section__muted">
            Plain test steps turned into runnable Playwright tests.
          </p>
        </Card>
      </section>
    </div>
  );
}
